// Issue 22, quotes: an editor writes a quote with a part picked from the inventory, the customer
// approves it on the tracking page on a phone, the part is used and the order picked up; a late
// answer to a replaced version is explained, and a declined quote returns the device.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  mailsTo,
  saveScreenshot,
  signIn,
  waitForApp,
} from './helpers';
import { deviceModelId, moveOrder, walkIn } from './api-setup';

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
  const order = await walkIn(
    page.request,
    { name: customer.name, phone: customer.phone, email: customer.email },
    { model: 'iphone-15-pro-max', crackedScreen: true },
  );
  await moveOrder(page.request, order.id, 'diagnosing');
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

/** A part of this test and project's own, in stock through the API (3 delivered at $12.30): its name and SKU. */
async function stockedPart(page: Page, info: TestInfo): Promise<{ name: string; slug: string }> {
  const name = `Quote ${info.project.name} screen ${Date.now() % 100000}`;
  const created = await page.request.post('/api/admin/inventory', {
    data: {
      name,
      deviceModelId: await deviceModelId(page.request, 'iphone-15-pro-max'),
      partType: 'screen',
      unitCost: 12.3,
      sellPriceCents: 2450,
    },
  });
  expect(created.status()).toBe(201);
  const part = await created.json();
  const delivered = await page.request.post(`/api/admin/inventory/${part.id}/deliveries`, {
    data: { quantity: 3 },
  });
  expect(delivered.status()).toBe(200);
  return { name, slug: part.slug };
}

/** A part's card on the Parts page. */
const partCard = (page: Page, name: string) =>
  page.locator('li', { has: page.getByRole('heading', { name, exact: true }) });

/** The customer's phone: the mobile project's screen, whichever project runs. */
async function phonePage(browser: Browser, info: TestInfo): Promise<Page> {
  const mobile = info.config.projects.find((p) => p.name === 'mobile')!.use;
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: mobile.viewport,
    isMobile: mobile.isMobile,
    hasTouch: mobile.hasTouch,
    deviceScaleFactor: mobile.deviceScaleFactor,
    userAgent: mobile.userAgent,
  });
  return context.newPage();
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('an editor quotes a service, a part from the inventory and labour; the customer approves on a phone; the part is used and the order picked up @desktop', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(300_000);
  await signIn(page.request, 'editor');
  const customer = customerOf(info, 0);
  const part = await stockedPart(page, info);
  const { id, reference } = await diagnosingOrder(page, customer);

  // The Parts page before: 3 on hand, none reserved.
  await page.goto('/admin/inventory');
  await expect(partCard(page, part.name)).toContainText(/On hand\s*3\s*Reserved\s*0\s*Available\s*3/);

  // The editor writes version 1: the screen repair at today's price, the part, and labour.
  await page.goto(`/admin/workshop/${id}`);
  await expect(orderStatus(page)).toHaveText('Diagnosing');
  const section = quoteSection(page);
  await expect(section.getByText('No quote sent yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Write quote' }).click();
  const screenLine = section.getByRole('group', { name: 'Service: Screen Repair' });
  // Prefilled at today's price; the editor changes it before sending (workshop spec 3).
  const servicePrice = screenLine.getByRole('textbox', { name: /Unit price/ });
  await expect(servicePrice).toHaveValue(/^\d+\.\d{2}$/);
  await servicePrice.fill('249.50');
  const serviceCents = 24950;

  // The part, found by its SKU and picked with the keyboard; its stock shows in the list and on its line.
  const picker = section.getByRole('combobox', { name: 'Add part' });
  await picker.fill(part.slug);
  const option = page.getByRole('option', { name: new RegExp(part.name) });
  await expect(option).toContainText(`SKU ${part.slug} · 3 available (3 on hand, 0 reserved)`);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'quote-part-picker', { fullPage: false });
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue('');
  const partLine = section.getByRole('group', { name: `Part: ${part.name}` });
  await expect(partLine).toContainText('3 available · cost $12.30 each');
  // Prefilled at its sell price (its cost, $12.30, is what the shop spends); the editor may change it.
  await expect(partLine.getByRole('textbox', { name: /Unit price/ })).toHaveValue('24.50');
  await expect(partLine.getByRole('textbox', { name: /Unit price/ })).toBeEnabled();
  // More than in stock is marked short; back to one.
  await partLine.getByRole('textbox', { name: /Qty/ }).fill('4');
  await expect(partLine).toContainText('1 short: once approved, the repair waits for the next delivery');
  await partLine.getByRole('textbox', { name: /Qty/ }).fill('1');
  await expect(partLine).not.toContainText('short');
  // Each line shows its total, on a phone too (issue 32 item 10d: it was hidden there).
  await partLine.getByRole('textbox', { name: /Qty/ }).fill('2');
  await expect(partLine.getByTestId('quote-line-total')).toBeVisible();
  await expect(partLine.getByTestId('quote-line-total')).toHaveText(/\$49\.00$/);
  await partLine.scrollIntoViewIfNeeded();
  await saveScreenshot(page, info, 'quote-line-total', { fullPage: false });
  await partLine.getByRole('textbox', { name: /Qty/ }).fill('1');
  // A part already on the quote is not offered twice.
  await picker.fill(part.slug);
  await expect(page.getByRole('option', { name: new RegExp(part.name) })).toBeDisabled();
  await picker.press('Escape');
  await picker.fill('');

  await section.getByRole('button', { name: 'Add labour' }).click();
  const labour = section.getByRole('group', { name: 'Labour: Labour' });
  await labour.getByRole('textbox', { name: 'Labour description' }).fill('Replace the adhesive seal');
  await section
    .getByRole('group', { name: 'Labour: Replace the adhesive seal' })
    .getByRole('textbox', { name: /Unit price/ })
    .fill('15');
  const labourCents = serviceCents + 1500;
  const totalText = dollars(labourCents + 2450);
  await expect(section.getByTestId('quote-draft-total')).toHaveText(`Total: ${totalText}`);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'quote-editor');
  await section.getByRole('button', { name: 'Send to customer' }).click();
  // The toast (the timeline's entry carries the same words as its note).
  await expect(page.getByText('Quote version 1 sent', { exact: true })).toBeVisible();
  await expect(orderStatus(page)).toHaveText('Awaiting approval');
  await expect(section.getByText('Waiting for the customer')).toBeVisible();
  const sent = section.getByRole('table', { name: 'Version 1' });
  await expect(sent).toContainText('Replace the adhesive seal');
  await expect(sent.getByRole('row', { name: new RegExp(part.name) })).toContainText(/· Part\s*1\s*\$24\.50/);
  await expect(sent.getByRole('row', { name: /Screen Repair/ })).toContainText('$249.50');

  // A viewer sees the quote sent, and nothing to write one with.
  const viewer = await (await browser.newContext({ baseURL: info.project.use.baseURL })).newPage();
  await signIn(viewer.request, 'viewer');
  await viewer.goto(`/admin/workshop/${id}`);
  const viewed = quoteSection(viewer);
  await expect(viewed.getByRole('table', { name: 'Version 1' })).toContainText(part.name);
  await expect(viewed.getByRole('button')).toHaveCount(0);
  await expect(viewed.getByRole('combobox', { name: 'Add part' })).toHaveCount(0);
  await viewer.context().close();

  // The customer opens the quote e-mail's link on a phone and approves.
  const link = await quoteLink(customer.email, reference, 1);
  if (info.project.name === 'desktop') {
    // What the customer sees, on a computer's screen too.
    await page.goto(link);
    await waitForApp(page);
    await expect(page.getByRole('region', { name: 'Your quote' }).getByTestId('quote-total')).toHaveText(
      totalText,
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, info, 'track-quote');
  }
  const phone = await phonePage(browser, info);
  await phone.goto(link);
  // The page is server-rendered: its buttons work once the app runs on it.
  await waitForApp(phone);
  await expect(phone.getByRole('heading', { level: 1, name: `Repair ${reference}` })).toBeVisible();
  const quote = phone.getByRole('region', { name: 'Your quote' });
  const table = quote.getByRole('table', { name: 'Your quote' });
  await expect(table).toContainText('Screen Repair');
  await expect(table.getByRole('row', { name: new RegExp(part.name) })).toContainText(/1\s*\$24\.50/);
  await expect(quote.getByTestId('quote-total')).toHaveText(totalText);
  const main = await phone.getByRole('main').innerText();
  expect(main).not.toContain('editor');
  expect(main).not.toContain(part.slug);
  await expectNoAxeViolations(phone);
  await expectNoHorizontalOverflow(phone);
  await saveScreenshot(phone, info, 'track-quote-phone');
  await quote.getByRole('button', { name: 'Approve quote' }).click();
  const dialog = phone.getByRole('dialog', { name: `Approve the quote of ${totalText}?` });
  await expectNoAxeViolations(phone);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(phone.getByText('Quote approved')).toBeVisible();
  await expect(quote.getByText(/You approved this quote on/)).toBeVisible();
  await expect(phone.getByTestId('track-status')).toHaveText('In repair');
  // The bill on the tracking page is what was approved, to the cent.
  await expect(phone.getByRole('region', { name: 'Your bill' }).getByTestId('bill-total')).toHaveText(
    totalText,
  );
  await expect(quote.getByRole('button', { name: 'Approve quote' })).toHaveCount(0);
  await expectNoAxeViolations(phone);
  await expectNoHorizontalOverflow(phone);
  await saveScreenshot(phone, info, 'track-quote-approved-phone');
  await phone.context().close();

  // Approval reserved the part: the Parts page counts it.
  await page.goto('/admin/inventory');
  await expect(partCard(page, part.name)).toContainText(/On hand\s*3\s*Reserved\s*1\s*Available\s*2/);

  // The order is in repair at the agreed labour, its part held; the editor uses the part.
  await page.goto(`/admin/workshop/${id}`);
  await expect(orderStatus(page)).toHaveText('In repair');
  await expect(section.getByText('Approved', { exact: true })).toBeVisible();
  const money = page.getByRole('region', { name: 'Services and costs' });
  await expect(money).toContainText(new RegExp(`Services and labour\\s*\\${dollars(labourCents)}`));
  // Charged as approved at once: the part at its sell price.
  await expect(money).toContainText(/Parts\s*\$24\.50/);
  await expect(money).toContainText(new RegExp(`Total\\s*\\${totalText}`));
  await expect(money).toContainText(/Parts spend \(at cost\)\s*\$0\.00/);
  const parts = page.getByRole('region', { name: 'Parts', exact: true });
  const held = parts.getByRole('listitem').filter({ hasText: part.name });
  await expect(held).toContainText('1 reserved');
  await held.getByRole('button', { name: 'Use 1' }).click();
  await expect(held).toContainText('1 used · $12.30');
  await expect(held).not.toContainText('reserved');
  // Its cost is the shop's spend, shown as margin; the total stays what the customer approved.
  await expect(money).toContainText(/Parts spend \(at cost\)\s*\$12\.30/);
  await expect(money).toContainText(new RegExp(`Total\\s*\\${totalText}`));
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  // From the top: scrolled down to the part, the sticky header would be drawn across the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, info, 'quote-part-used-order');

  // The editor finishes the repair and hands the device over.
  const actions = page.getByRole('group', { name: 'Change state' });
  await actions.getByRole('button', { name: 'Mark ready' }).click();
  await expect(orderStatus(page)).toHaveText('Ready for pickup');
  await actions.getByRole('button', { name: 'Hand over' }).click();
  const pickup = page.getByRole('dialog', { name: `Hand over ${reference}` });
  await pickup.getByRole('textbox', { name: 'Order reference' }).fill(reference);
  await pickup.getByRole('textbox', { name: 'Last 4 digits of the phone' }).fill(customer.last4);
  await pickup.getByRole('button', { name: 'Confirm pickup' }).click();
  await expect(orderStatus(page)).toHaveText('Picked up');
  await expect(money).toContainText(new RegExp(`Total\\s*\\${totalText}`));

  // The Parts page after: the unit used is gone from the shelf, none held.
  await page.goto('/admin/inventory');
  await expect(partCard(page, part.name)).toContainText(/On hand\s*2\s*Reserved\s*0\s*Available\s*2/);
});

test('a replaced version cannot be approved: the customer is told and sees the new one, then declines it @phone', async ({
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

/** A screenshot for the lead's eye (E2E_SHOTS_DIR) beside the test's own artifacts. */
async function shot(page: Page, info: TestInfo, name: string, fullPage = true): Promise<void> {
  await saveScreenshot(page, info, name, { fullPage });
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir)
    await page.screenshot({
      path: `${dir}/${name}-${info.project.name}.png`,
      animations: 'disabled',
      fullPage,
    });
}

/** The discount code e-mailed to `email` once it arrived. */
function codeMailedTo(email: string): string {
  for (const raw of mailsTo(email)) {
    const code = /Here is your discount code: ([A-Z0-9-]+)/.exec(raw)?.[1];
    if (code) return code;
  }
  return '';
}

test('one figure before approval (issue 39 item 2): with the first-repair discount, the quote, the approve dialog, the payment box and the e-mail say what the customer pays', async ({
  page,
  browser,
}, info) => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'reads the e-mail files of the local e2e server');
  test.setTimeout(150_000);
  await signIn(page.request, 'editor');
  const digits = info.project.name === 'desktop' ? '2192' : '2191';
  const customer = {
    name: `Fay First ${info.project.name}`,
    phone: `(217) 555-${digits}`,
    email: `first-repair-${info.project.name}-${Date.now()}@example.com`,
  };
  // The customer claimed the $10 first-repair discount; the counter redeems it on the order.
  const claimed = await page.request.post('/api/customers', {
    data: {
      firstName: 'Fay',
      lastName: 'First',
      phone: customer.phone,
      email: customer.email,
      discountClaimed: 'popup_10_off',
      deviceInfo: 'Discount signup via popup',
    },
  });
  expect(claimed.status()).toBe(201);
  await expect.poll(() => codeMailedTo(customer.email), { timeout: 20_000 }).not.toBe('');
  const order = await walkIn(page.request, customer);
  const redeemed = await page.request.post(`/api/admin/repair-orders/${order.id}/discount`, {
    data: { code: codeMailedTo(customer.email) },
  });
  expect(redeemed.status()).toBe(200);
  const booked = ((await redeemed.json()) as { totalCostCents: number }).totalCostCents;
  const deposit = await page.request.put(`/api/admin/repair-orders/${order.id}/deposit-request`, {
    data: { amountCents: 5000 },
  });
  expect(deposit.status()).toBe(200);
  await moveOrder(page.request, order.id, 'diagnosing');
  // $184.99 of lines (the screen at $164.99, $20 of labour), $10 off: the customer pays $174.99.
  const matrix = await (await page.request.get('/api/admin/pricing')).json();
  const screen = matrix.services.find((s: { slug: string }) => s.slug === 'screen');
  const sent = await page.request.post(`/api/admin/repair-orders/${order.id}/quotes`, {
    data: {
      lines: [
        { kind: 'service', serviceTypeId: screen.id, quantity: 1, unitPriceCents: 16499 },
        { kind: 'labour', description: 'Frame straightening', quantity: 1, unitPriceCents: 2000 },
      ],
    },
  });
  expect(sent.status()).toBe(201);
  const total = '$174.99';
  expect(booked).not.toBe(17499);
  const bookedText = dollars(booked);

  // Staff: the version's table takes the discount off as a line; its total is the customer's figure.
  await page.goto(`/admin/workshop/${order.id}`);
  const version = quoteSection(page).getByRole('table', { name: 'Version 1' });
  await expect(version.getByRole('row', { name: /First-repair discount/ })).toContainText('-$10.00');
  await expect(version.getByTestId('quote-total')).toHaveText(total);
  // The payment box says the same figure while the customer has not answered.
  const payments = page.getByRole('region', { name: 'Payments', exact: true });
  await expect(payments).toContainText(`Quote total${total}`);
  await expect(payments).toContainText("Quote version 1 waits for the customer's answer");
  await expect(payments).not.toContainText(bookedText);
  await expectNoAxeViolations(page);
  await quoteSection(page).scrollIntoViewIfNeeded();
  await shot(page, info, 'quote-order-page', false);
  await payments.scrollIntoViewIfNeeded();
  await shot(page, info, 'quote-order-payments', false);

  // The e-mail says the same figure, the discount a line of its own.
  const link = await quoteLink(customer.email, order.reference, 1);
  const mail = mailsTo(customer.email).find((raw) => raw.includes('Subject: Your repair quote'))!;
  expect(mail).toContain(`is ready: ${total}, with your first-repair discount of $10.00 taken off.`);
  expect(mail).toContain(`Version 1, ${total}`);
  expect(mail).not.toContain('$184.99,');

  // The customer's tracking page: one total, the discount above it; the payment box says the same.
  const phone = await customerPage(browser, info);
  await phone.goto(link);
  await waitForApp(phone);
  const quote = phone.getByRole('region', { name: 'Your quote' });
  await expect(quote.getByRole('row', { name: /First-repair discount/ })).toContainText('-$10.00');
  await expect(quote.getByTestId('quote-total')).toHaveText(total);
  const payment = phone.getByRole('region', { name: 'Payment', exact: true });
  await expect(payment).toContainText(`Quote total${total}`);
  const main = await phone.getByRole('main').innerText();
  expect(main).not.toContain('$184.99');
  expect(main).not.toContain(bookedText);
  await expectNoAxeViolations(phone);
  await expectNoHorizontalOverflow(phone);
  await shot(phone, info, 'quote-tracking');

  // The approve dialog asks for the same figure and names the discount.
  await quote.getByRole('button', { name: 'Approve quote' }).click();
  const dialog = phone.getByRole('dialog', { name: `Approve the quote of ${total}?` });
  await expect(dialog).toContainText('This is with your first-repair discount of $10.00 taken off.');
  await expectNoAxeViolations(phone);
  await shot(phone, info, 'quote-approve-dialog', false);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(phone.getByText('Quote approved')).toBeVisible();

  // Approved: the bill is that figure, to the cent, and the deposit is counted against it at pickup.
  await expect(phone.getByRole('region', { name: 'Your bill' }).getByTestId('bill-total')).toHaveText(total);
  await expect(phone.getByTestId('track-due')).toHaveText('$174.99');
  await phone.context().close();
});

test("a quote adds a service of the price matrix, untaxed with its warranty, and offers only the parts for the order's device (issue 39 item 3)", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page.request, 'editor');
  const own = await stockedPart(page, info);
  // A part for another device: never offered on this order.
  const other = await page.request.post('/api/admin/inventory', {
    data: {
      name: `Quote ${info.project.name} S24 screen ${Date.now() % 100000}`,
      deviceModelId: await deviceModelId(page.request, 'galaxy-s24'),
      unitCost: 9,
    },
  });
  expect(other.status()).toBe(201);
  const otherPart = (await other.json()) as { name: string; slug: string };
  const digits = info.project.name === 'desktop' ? '2' : '1';
  const { id } = await diagnosingOrder(page, {
    name: `Sam Service ${info.project.name}`,
    phone: `(217) 555-233${digits}`,
    last4: `233${digits}`,
    email: `quote-service-${info.project.name}@example.com`,
  });

  await page.goto(`/admin/workshop/${id}`);
  const section = quoteSection(page);
  await section.getByRole('button', { name: 'Write quote' }).click();

  // The battery, not booked at check-in, from the matrix at this device's price, with its warranty.
  const services = section.getByRole('combobox', { name: 'Add service' });
  await services.fill('Battery');
  const option = page.getByRole('option', { name: /Battery Replacement/ });
  await expect(option).toContainText(/\$\d+\.\d{2} · 365-day warranty · not taxed/);
  const price = /\$(\d+\.\d{2})/.exec((await option.textContent()) ?? '')![1];
  await option.click();
  await expect(services).toHaveValue('');
  const battery = section.getByRole('group', { name: 'Service: Battery Replacement' });
  await expect(battery.getByRole('textbox', { name: /Unit price/ })).toHaveValue(price);
  await expect(battery).toContainText('365-day warranty · not taxed');
  // A service on the quote is not offered twice.
  await services.fill('Battery');
  await expect(page.getByRole('option', { name: /Battery Replacement/ })).toBeDisabled();
  await services.press('Escape');
  await services.fill('');

  // The parts for this device (an iPhone 15 Pro Max) only.
  const parts = section.getByRole('combobox', { name: 'Add part' });
  await expect(section.getByText('Parts for iPhone 15 Pro Max and for any device')).toBeVisible();
  await parts.fill(otherPart.slug);
  await expect(page.getByText('No part matches')).toBeVisible();
  await parts.fill(own.slug);
  await page.getByRole('option', { name: new RegExp(own.name) }).click();
  await expect(section.getByRole('group', { name: `Part: ${own.name}` })).toBeVisible();

  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'quote-services');
  await section.screenshot({
    path: info.outputPath(`quote-services-section-${info.project.name}.png`),
    animations: 'disabled',
  });
  await section.getByRole('button', { name: 'Send to customer' }).click();
  await expect(page.getByText('Quote version 1 sent', { exact: true })).toBeVisible();
  await expect(
    section.getByRole('table', { name: 'Version 1' }).getByRole('row', { name: /Battery Replacement/ }),
  ).toContainText(/· Service\s*1\s*\$/);
});
