// Issue 22, quotes: an editor writes a quote, the customer approves it on the tracking page (a phone
// in the mobile project), the repair is done and picked up; a late answer to a replaced version is
// explained, and a declined quote returns the device.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  mailsTo,
  saveScreenshot,
  signIn,
  waitForApp,
} from './helpers';

type Customer = { name: string; phone: string; last4: string; email: string };

/** Each test and project has its own customer, so all run side by side on one server. */
const customerOf = (info: TestInfo, n: 0 | 1): Customer => {
  const digits = `${n}${info.project.name === 'desktop' ? 2 : 1}`;
  return {
    name: `Quinn Quote ${n}${info.project.name}`,
    phone: `(217) 555-20${digits}`,
    last4: `20${digits}`,
    email: `quote-${n}-${info.project.name}@example.com`,
  };
};

/** A walk-in for a screen repair, moved to diagnosing, through the API: its id and reference. */
async function diagnosingOrder(page: Page, customer: Customer): Promise<{ id: string; reference: string }> {
  const matrix = await (await page.request.get('/api/admin/pricing')).json();
  const model = matrix.models.find((m: { slug: string }) => m.slug === 'iphone-15-pro-max');
  const screen = matrix.services.find((s: { slug: string }) => s.slug === 'screen');
  const res = await page.request.post('/api/admin/repair-orders', {
    data: {
      customer: { name: customer.name, phone: customer.phone, email: customer.email },
      deviceModelId: model.id,
      serviceTypeIds: [screen.id],
      intake: {
        checklist: {
          screen: 'damaged',
          back: 'ok',
          buttons: 'ok',
          cameras: 'ok',
          charging: 'ok',
          powersOn: 'ok',
        },
        conditionNotes: 'Cracked screen',
        accessories: [],
        agreedToEstimate: true,
      },
    },
  });
  expect(res.status()).toBe(201);
  const { order } = await res.json();
  const moved = await page.request.post(`/api/admin/repair-orders/${order.id}/status`, {
    data: { to: 'diagnosing' },
  });
  expect(moved.status()).toBe(200);
  return { id: order.id, reference: order.reference };
}

/** The tracking link of the quote e-mail of order `reference`, `version`, sent to `email` (the path only). */
async function quoteLink(email: string, reference: string, version: number): Promise<string> {
  let path = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(email).find(
          (raw) =>
            raw.includes('Subject: Your repair quote') &&
            raw.includes(`(${reference})`) &&
            raw.includes(`Version ${version},`),
        );
        path = (mail && /\/track\/([A-Za-z0-9_-]{20,})/.exec(mail)?.[0]) ?? '';
        return path;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return path;
}

/** The customer's browser: the project's screen (a phone in the mobile project). */
async function customerPage(browser: Browser, info: TestInfo): Promise<Page> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    userAgent: use.userAgent,
  });
  return context.newPage();
}

const orderStatus = (page: Page) => page.locator('h1 + .MuiChip-root');
const quoteSection = (page: Page) => page.getByRole('region', { name: 'Quote', exact: true });

test('an editor writes a quote, the customer approves it on the tracking page, the order is repaired and picked up', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  await signIn(page.request, 'editor');
  const customer = customerOf(info, 0);
  const { id, reference } = await diagnosingOrder(page, customer);

  // The editor writes version 1: the screen repair at today's price, plus labour.
  await page.goto(`/admin/workshop/${id}`);
  await expect(orderStatus(page)).toHaveText('Diagnosing');
  const section = quoteSection(page);
  await expect(section.getByText('No quote sent yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Write quote' }).click();
  const screenLine = section.getByRole('group', { name: 'Service: Screen Repair' });
  await expect(screenLine.getByRole('textbox', { name: /Unit price/ })).toBeDisabled();
  const servicePrice = await screenLine.getByRole('textbox', { name: /Unit price/ }).inputValue();
  await section.getByRole('button', { name: 'Add labour' }).click();
  const labour = section.getByRole('group', { name: 'Labour: Labour' });
  await labour.getByRole('textbox', { name: 'Labour description' }).fill('Replace the adhesive seal');
  await section
    .getByRole('group', { name: 'Labour: Replace the adhesive seal' })
    .getByRole('textbox', { name: /Unit price/ })
    .fill('15');
  const total = Number(servicePrice) + 15;
  const totalText = `$${total.toFixed(2).replace(/\.00$/, '')}`;
  await expect(section.getByTestId('quote-draft-total')).toHaveText(`Total: ${totalText}`);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'quote-editor');
  await section.getByRole('button', { name: 'Send to customer' }).click();
  // The toast (the timeline's entry carries the same words as its note).
  await expect(page.getByText('Quote version 1 sent', { exact: true })).toBeVisible();
  await expect(orderStatus(page)).toHaveText('Awaiting approval');
  await expect(section.getByText('Waiting for the customer')).toBeVisible();
  await expect(section.getByRole('table', { name: 'Version 1' })).toContainText('Replace the adhesive seal');

  // The customer opens the quote e-mail's link and approves.
  const phone = await customerPage(browser, info);
  await phone.goto(await quoteLink(customer.email, reference, 1));
  // The page is server-rendered: its buttons work once the app runs on it.
  await waitForApp(phone);
  await expect(phone.getByRole('heading', { level: 1, name: `Repair ${reference}` })).toBeVisible();
  const quote = phone.getByRole('region', { name: 'Your quote' });
  await expect(quote.getByRole('table', { name: 'Your quote' })).toContainText('Screen Repair');
  await expect(quote.getByTestId('quote-total')).toHaveText(totalText);
  const main = await phone.getByRole('main').innerText();
  expect(main).not.toContain('editor');
  await expectNoAxeViolations(phone);
  await expectNoHorizontalOverflow(phone);
  await saveScreenshot(phone, info, 'track-quote');
  await quote.getByRole('button', { name: 'Approve quote' }).click();
  const dialog = phone.getByRole('dialog', { name: `Approve the quote of ${totalText}?` });
  await expectNoAxeViolations(phone);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(phone.getByText('Quote approved')).toBeVisible();
  await expect(quote.getByText(/You approved this quote on/)).toBeVisible();
  await expect(phone.getByTestId('track-status')).toHaveText('In repair');
  await expect(quote.getByRole('button', { name: 'Approve quote' })).toHaveCount(0);
  await expectNoAxeViolations(phone);
  await saveScreenshot(phone, info, 'track-quote-approved');
  await phone.context().close();

  // The order is in repair at the agreed price; the editor finishes it and hands it over.
  await page.reload();
  await expect(orderStatus(page)).toHaveText('In repair');
  await expect(section.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Services and costs' })).toContainText(totalText);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'quote-approved-order');
  const actions = page.getByRole('group', { name: 'Change state' });
  await actions.getByRole('button', { name: 'Mark ready' }).click();
  await expect(orderStatus(page)).toHaveText('Ready for pickup');
  await actions.getByRole('button', { name: 'Hand over' }).click();
  const pickup = page.getByRole('dialog', { name: `Hand over ${reference}` });
  await pickup.getByRole('textbox', { name: 'Order reference' }).fill(reference);
  await pickup.getByRole('textbox', { name: 'Last 4 digits of the phone' }).fill(customer.last4);
  await pickup.getByRole('button', { name: 'Confirm pickup' }).click();
  await expect(orderStatus(page)).toHaveText('Picked up');
});

test('a replaced version cannot be approved: the customer is told and sees the new one, then declines it', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page.request, 'editor');
  const customer = customerOf(info, 1);
  const { id, reference } = await diagnosingOrder(page, customer);
  const send = async (lines: object[]) =>
    expect(
      (await page.request.post(`/api/admin/repair-orders/${id}/quotes`, { data: { lines } })).status(),
    ).toBe(201);
  const matrix = await (await page.request.get('/api/admin/pricing')).json();
  const screen = matrix.services.find((s: { slug: string }) => s.slug === 'screen');
  await send([{ kind: 'service', serviceTypeId: screen.id, quantity: 1 }]);

  const phone = await customerPage(browser, info);
  await phone.goto(await quoteLink(customer.email, reference, 1));
  // The page is server-rendered: its buttons work once the app runs on it.
  await waitForApp(phone);
  const quote = phone.getByRole('region', { name: 'Your quote' });
  await expect(quote.getByText(/^Version 1 ·/)).toBeVisible();

  // Meanwhile the shop sends version 2; the page still shows version 1.
  await send([
    { kind: 'service', serviceTypeId: screen.id, quantity: 1 },
    { kind: 'labour', description: 'Frame straightening', quantity: 1, unitPriceCents: 2500 },
  ]);
  await quote.getByRole('button', { name: 'Approve quote' }).click();
  await phone.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    phone.getByText('This quote was replaced by version 2. Please review the new quote.'),
  ).toBeVisible();
  await expect(quote.getByText(/^Version 2 ·/)).toBeVisible();
  await expect(quote).toContainText('Frame straightening');

  await quote.getByRole('button', { name: 'Decline' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Decline the quote?' });
  await dialog.getByRole('button', { name: 'Decline quote' }).click();
  await expect(phone.getByText('Quote declined')).toBeVisible();
  await expect(quote.getByText(/You declined this quote on/)).toBeVisible();
  await expect(phone.getByTestId('track-status')).toHaveText('Ready for pickup');
  await expectNoAxeViolations(phone);
  await saveScreenshot(phone, info, 'track-quote-declined');
  await phone.context().close();

  await page.goto(`/admin/workshop/${id}`);
  await expect(orderStatus(page)).toHaveText('Ready for pickup');
  const section = quoteSection(page);
  await expect(section.getByText('Declined', { exact: true })).toBeVisible();
  await section.getByText('Earlier versions (1)').click();
  await expect(section.getByText('Replaced', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'quote-versions');
});
