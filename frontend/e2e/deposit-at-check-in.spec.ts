// Issue 41, a deposit at check-in: the check-in dialog of an appointment and the walk-in form ask
// for it (an amount, or a percentage of the estimate) and the order opens with the deposit asked,
// the same request the order page makes; one above the estimate is refused and makes no order.
import { expect, test } from '@playwright/test';
import { bookRepair } from './api-setup';
import { expectNoAxeViolations, saveScreenshotsAtBothWidths, signIn, takePhotosLater } from './helpers';

/** A percentage of cents, rounded half-up to the cent (the server's rule, for the expectation). */
const shareOf = (cents: number, percent: number) => Math.floor((2 * cents * percent + 100) / 200);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('a deposit asked at check-in: a percentage of the estimate in the appointment’s dialog, an amount on the walk-in form; too much is refused and makes no order @desktop', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const { reference } = await bookRepair(page.request, {
    firstName: 'Desmond',
    lastName: 'Deposit',
    phone: '(217) 555-7201',
    email: `deposit-${Date.now()}@example.com`,
  });
  await signIn(page.request, 'editor');

  // The appointment's check-in dialog: its parts as sections, the deposit last.
  await page.goto('/admin/appointments');
  await page.getByRole('searchbox', { name: 'Search appointments' }).fill(reference);
  await page.getByRole('button', { name: `Check in ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Check in ${reference}` });
  for (const part of ['Intake', 'When it should be ready', 'Deposit'])
    await expect(dialog.getByRole('region', { name: part, exact: true })).toBeVisible();
  const deposit = dialog.getByRole('region', { name: 'Deposit', exact: true });
  await deposit.getByRole('checkbox', { name: 'Ask for a deposit' }).check();
  const percent = deposit.getByRole('button', { name: /^% of the \$[\d,.]+ estimate$/ });
  const estimate = Number(/\$([\d,.]+)/.exec((await percent.textContent())!)![1].replace(/,/g, '')) * 100;
  await percent.click();
  // Asked but nothing typed: said, and nothing is sent.
  await dialog.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(deposit.getByText('Enter an amount from $0.01, or a percentage from 1 to 100.')).toBeVisible();
  await deposit.getByRole('textbox', { name: /^Deposit \(% of the/ }).fill('25');
  await dialog.getByRole('checkbox', { name: /The customer agrees to the estimate/ }).check();
  await expectNoAxeViolations(page);
  await saveScreenshotsAtBothWidths(page, info, 'check-in-dialog-deposit', {
    fullPage: false,
    show: deposit,
  });
  await dialog.getByRole('button', { name: 'Check in', exact: true }).click();
  await takePhotosLater(page);
  await expect(page.getByRole('heading', { level: 1, name: /^RO-/ })).toBeVisible();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText(`Deposit asked: ${dollars(shareOf(estimate, 25))}`)).toBeVisible();
  // The deposit is what the payment form offers first.
  await expect(payments.getByRole('textbox', { name: 'Amount ($)' })).toHaveValue(
    (shareOf(estimate, 25) / 100).toFixed(2),
  );
  await saveScreenshotsAtBothWidths(page, info, 'order-deposit-asked');

  // The walk-in form: an amount; above the estimate it is refused and no order is made.
  await page.goto('/admin/workshop/check-in');
  await page.getByRole('textbox', { name: 'Phone' }).fill('(217) 555-7202');
  await page.getByRole('textbox', { name: 'Name' }).fill('Wilma Walkdeposit');
  await page.getByRole('combobox', { name: 'Device model' }).fill('iPhone 15 Pro Max');
  await page.getByRole('option', { name: 'iPhone 15 Pro Max' }).click();
  await page.getByRole('checkbox', { name: 'Screen Repair' }).check();
  await page.getByRole('checkbox', { name: 'The customer agrees to the estimate' }).check();
  await page.getByRole('checkbox', { name: 'Ask for a deposit' }).check();
  await page.getByRole('textbox', { name: 'Deposit ($)' }).fill('5000');
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText(/A deposit is from \$0\.01 to the order's total \(\$[\d,.]+\)/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-in Check-in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Deposit ($)' }).fill('40');
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Deposit ($)' }).scrollIntoViewIfNeeded();
  await saveScreenshotsAtBothWidths(page, info, 'walk-in-deposit');
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await takePhotosLater(page);
  await expect(page.getByRole('heading', { level: 1, name: /^RO-/ })).toBeVisible();
  await expect(payments.getByText('Deposit asked: $40.00')).toBeVisible();
  await expect(payments.getByRole('textbox', { name: 'Amount ($)' })).toHaveValue('40.00');

  // The board has exactly one order for this walk-in: the refused check-in made none.
  await page.goto('/admin/workshop');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill('555-7202');
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
});
