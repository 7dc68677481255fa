// Issue 31, the counter: an editor takes a deposit on a phone, hands the device over with the rest
// paid in the same step, and the receipt opens (screen, print, PDF); the customer opens it from the
// receipt e-mail; the cash-up adds the day up. axe on every new screen; screenshots at 390 and 1280.
import { expect, test, type Page } from '@playwright/test';
import {
  downloadReceiptPdf,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  mailsTo,
  saveScreenshot,
  signIn,
} from './helpers';
import { walkIn } from './api-setup';

const orderStatus = (page: Page) => page.locator('h1 + .MuiChip-root');

test('an editor takes a deposit, then the rest at pickup; the receipt opens, prints and downloads; the customer opens it @desktop', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  await signIn(page.request, 'editor');
  const n = info.project.name === 'desktop' ? '2' : '1';
  const customer = {
    name: `Cora Counter ${info.project.name}`,
    phone: `(217) 555-31${n}${n}`,
    last4: `31${n}${n}`,
    email: `counter-${info.project.name}@example.com`,
  };
  const order = await walkIn(
    page.request,
    { name: customer.name, phone: customer.phone, email: customer.email },
    { crackedScreen: true },
  );
  const total = order.totalCostCents as number;
  const dollars = (cents: number) =>
    `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

  // The deposit: the amount typed, the method one tap, one button.
  await page.goto(`/admin/workshop/${order.id}`);
  await expect(page.getByTestId('balance-due')).toHaveText(dollars(total));
  const form = page.getByRole('form', { name: 'Take a payment' });
  await form.getByRole('textbox', { name: 'Amount ($)' }).fill('50');
  await form.getByRole('button', { name: 'Cash' }).click();
  await form.getByRole('button', { name: 'Take $50.00' }).click();
  await expect(page.getByTestId('balance-paid')).toHaveText('$50.00');
  await expect(page.getByTestId('balance-due')).toHaveText(dollars(total - 5000));
  await expect(page.getByText('Deposit · Cash')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByTestId('balance-due').scrollIntoViewIfNeeded();
  await saveScreenshot(page, info, 'counter-order-payments');

  // To ready, then the hand-over: the rest taken in the same step.
  const actions = page.getByRole('group', { name: 'Change state' });
  for (const [action, state] of [
    ['Start diagnosis', 'Diagnosing'],
    ['Start repair', 'In repair'],
    ['Mark ready', 'Ready for pickup'],
  ]) {
    await actions.getByRole('button', { name: action }).click();
    await expect(orderStatus(page)).toHaveText(state);
  }
  await actions.getByRole('button', { name: 'Hand over' }).click();
  const dialog = page.getByRole('dialog', { name: `Hand over ${order.reference}` });
  await expect(dialog.getByTestId('pickup-due')).toHaveText(`Due now: ${dollars(total - 5000)}`);
  await dialog.getByRole('textbox', { name: 'Order reference' }).fill(order.reference);
  await dialog.getByRole('textbox', { name: 'Last 4 digits of the phone' }).fill(customer.last4);
  await dialog.getByRole('button', { name: 'Card' }).click();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'counter-pickup-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Confirm pickup' }).click();
  await expect(dialog).toBeHidden();
  await expect(orderStatus(page)).toHaveText('Picked up');
  await expect(page.getByTestId('balance-due')).toHaveText('$0.00');

  // The receipt opens from the order.
  await page.getByRole('link', { name: /^Receipt 2026-\d{6}|^Receipt \d{4}-\d{6}/ }).click();
  const receipt = page.getByRole('article', { name: /^Receipt \d{4}-\d{6}$/ });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(customer.name);
  await expect(receipt).toContainText(order.reference);
  await expect(receipt).toContainText('Balance');
  await expect(receipt).toContainText(dollars(total));
  await expect(receipt).toContainText('Sales tax included (8.25% of ');
  await expect(receipt).toContainText(
    'Returns: eligible products can be returned within 14 days of purchase.',
  );
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'counter-receipt');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await saveScreenshot(page, info, 'counter-receipt-print');
  await page.emulateMedia({ media: 'screen' });
  await downloadReceiptPdf(page, info, `counter-receipt-${info.project.name}.pdf`);

  // The customer: the receipt e-mail's link, on their own token only.
  let receiptPath = '';
  await expect
    .poll(
      () => {
        receiptPath =
          mailsTo(customer.email)
            .map((raw) => /\/track\/[A-Za-z0-9_-]{32}\/receipt/.exec(raw.replace(/=\r?\n/g, ''))?.[0])
            .find(Boolean) ?? '';
        return receiptPath;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  const visitor = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: page.viewportSize()!,
  });
  const phone = await visitor.newPage();
  await phone.goto(receiptPath);
  const mine = phone.getByRole('article', { name: /^Receipt \d{4}-\d{6}$/ });
  await expect(mine).toContainText(order.reference);
  await expect(mine).not.toContainText(customer.email);
  await expectNoAxeViolations(phone);
  await expectNoHorizontalOverflow(phone);
  await saveScreenshot(phone, info, 'counter-track-receipt');
  await visitor.close();

  // The day's takings: the deposit in cash, the rest by card.
  await page.goto('/admin/cash-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Cash-up' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Method' })).toContainText('Cash');
  await expect(page.getByRole('table', { name: 'Method' })).toContainText('Card');
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'counter-cash-up');
});
