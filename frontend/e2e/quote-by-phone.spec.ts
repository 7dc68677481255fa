// Issue 41, approval by phone: the customer answers a quote by phone; an editor records it on the
// order page (how, a note); the order moves as with the customer's own approval, and the quote says
// "Approved by phone, recorded by editor at …", apart from "Approved by the customer online at …".
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  saveScreenshotsAtBothWidths,
  signIn,
} from './helpers';
import { moveOrder, walkIn } from './api-setup';

async function quotedOrder(page: Page, name: string, phone: string) {
  const order = await walkIn(
    page.request,
    { name, phone, email: `${name.replace(/\W+/g, '-').toLowerCase()}@example.com` },
    { model: 'iphone-15-pro', crackedScreen: true },
  );
  await moveOrder(page.request, order.id, 'diagnosing');
  const pricing = (await (await page.request.get('/api/admin/pricing')).json()) as {
    services: { id: string; slug: string }[];
  };
  const screen = pricing.services.find((s) => s.slug === 'screen')!.id;
  const sent = await page.request.post(`/api/admin/repair-orders/${order.id}/quotes`, {
    data: { lines: [{ kind: 'service', serviceTypeId: screen, quantity: 1 }] },
  });
  expect(sent.status()).toBe(201);
  return order;
}

test('an editor records an approval received by phone; the quote shows it apart from the customer’s own @desktop', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page.request, 'editor');
  const order = await quotedOrder(page, 'Phoebe Phone', '(217) 555-3141');

  await page.goto(`/admin/workshop/${order.id}`);
  const quote = page.getByRole('region', { name: 'Quote' });
  await expect(quote.getByText('Waiting for the customer')).toBeVisible();
  await quote.getByRole('button', { name: 'Record approval' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record approval of version 1' });
  await expect(dialog.getByRole('radio', { name: 'By phone' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Called 10:40, go ahead');
  await expectNoAxeViolations(page);
  await saveScreenshotsAtBothWidths(page, info, 'h41-quote-record-dialog', { fullPage: false, show: dialog });
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog).toBeHidden();

  const decision = page.getByTestId('quote-1-decision');
  await expect(decision).toContainText(
    /^Approved by phone, recorded by editor at .+ · Called 10:40, go ahead$/,
  );
  await expect(quote.getByText('Approved', { exact: true })).toBeVisible();
  // The order moved as with the customer's own approval; its history says who recorded what.
  await expect(page.getByText('Quote version 1 approved by phone, recorded by editor')).toBeVisible();
  await expect(quote.getByRole('button', { name: 'Record approval' })).toHaveCount(0);
  const res = await page.request.get(`/api/admin/repair-orders/${order.id}`);
  expect(((await res.json()) as { status: string }).status).toBe('in_repair');
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshotsAtBothWidths(page, info, 'h41-quote-approved-by-phone', { show: quote });

  // The customer's own approval, on the tracking page, reads differently.
  const online = await quotedOrder(page, 'Otto Online', '(217) 555-3142');
  const token = online.trackingUrl!.split('/track/')[1];
  expect(
    (await page.request.post(`/api/track/${token}/quote/approve`, { data: { version: 1 } })).status(),
  ).toBe(200);
  await page.goto(`/admin/workshop/${online.id}`);
  await expect(page.getByTestId('quote-1-decision')).toHaveText(/^Approved by the customer online at .+$/);
});
