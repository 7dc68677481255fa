// Issue 39 item 1, the refund dialog: on a picked-up, fully paid order an editor refunds $5 for a
// line no longer charged. The dialog offers the credit note with the receipt's lines, the method the
// customer paid with and the most that can be refunded; after it the order says $0 due, shows what
// was credited and links the credit note, numbered in the receipts' series. axe on the dialog and
// the page; screenshots at 390 and 1280.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, saveScreenshot, signIn } from './helpers';
import { moveOrder, walkIn } from './api-setup';

test('a $5 refund with its credit note leaves $0 due; the dialog offers the receipt lines, the card paid with and the most refundable', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page.request, 'editor');
  const n = info.project.name === 'desktop' ? '2' : '1';
  const order = await walkIn(page.request, {
    name: `Rita Refund ${info.project.name}`,
    phone: `(217) 555-39${n}${n}`,
    email: `refund-${info.project.name}@example.com`,
  });
  const total = order.totalCostCents as number;
  const dollars = (cents: number) =>
    `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await moveOrder(page.request, order.id, 'diagnosing', 'in_repair', 'ready');
  const pickup = await page.request.post(`/api/admin/repair-orders/${order.id}/pickup`, {
    data: {
      pickup: { reference: order.reference, phoneLast4: `39${n}${n}` },
      payment: { amountCents: total, method: 'card' },
    },
  });
  expect(pickup.status()).toBe(200);
  const receiptNumber = ((await pickup.json()) as { receipt: { number: string } }).receipt.number;

  await page.goto(`/admin/workshop/${order.id}`);
  await expect(page.getByTestId('balance-due')).toHaveText('$0.00');
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  await expect(dialog).toBeVisible();
  // The most that can be refunded, the method the customer paid with, the credit note offered.
  await expect(dialog.getByTestId('refund-max')).toContainText(dollars(total));
  await expect(dialog.getByRole('button', { name: 'Card' })).toHaveAttribute('aria-pressed', 'true');
  const credit = dialog.getByRole('switch', { name: /Issue a credit note/ });
  await expect(credit).toBeChecked();
  // The receipt's lines: ticking one fills in its amount.
  await expect(dialog.getByText(`Receipt ${receiptNumber}: tick what is credited`)).toBeVisible();
  const line = dialog.getByRole('checkbox').first();
  await line.check();
  const amount = dialog.getByRole('textbox', { name: 'Refund amount ($)' });
  await expect(amount).toHaveValue((total / 100).toFixed(2));
  // Above the most refundable: said, and the button stays off.
  await amount.fill(String(total / 100 + 1));
  await expect(dialog.getByText(`At most ${dollars(total)}`).first()).toBeVisible();
  await amount.fill('5');
  await dialog.getByRole('textbox', { name: 'Reason for the refund' }).fill('Screen protector not fitted');
  await expect(dialog.getByTestId('refund-due-after')).toHaveText('Leaves nothing due');
  // Without the credit note the same refund would leave $5 due: the dialog says so.
  await credit.uncheck();
  await expect(dialog.getByTestId('refund-due-after')).toHaveText(
    'Leaves $5.00 due (a refund without a credit note)',
  );
  await credit.check();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'refund-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Refund $5.00' }).click();
  await expect(dialog).toBeHidden();

  // The order: $0 due on a closed order, $5 credited, the credit note in the series.
  await expect(page.getByTestId('balance-due')).toHaveText('$0.00');
  await expect(page.getByTestId('balance-credited')).toHaveText(/[−-]\$5\.00/);
  await expect(page.getByTestId('balance-paid')).toHaveText(dollars(total - 500));
  // In the receipts' series: a later number of the same year (the other project's run may take one between).
  const [year, seq] = receiptNumber.split('-');
  const noteLink = page.getByRole('link', {
    name: new RegExp(`^Credit note ${year}-\\d{6} \\([−-]\\$5\\.00\\)`),
  });
  await expect(noteLink).toBeVisible();
  const noteNumber = (await noteLink.textContent())!.match(/\d{4}-\d{6}/)![0];
  expect(Number(noteNumber.split('-')[1])).toBeGreaterThan(Number(seq));
  await expect(page.getByText('Refund · Card')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByTestId('balance-due').scrollIntoViewIfNeeded();
  await saveScreenshot(page, info, 'refund-order-after', { fullPage: false });

  // The credit note itself: its number, the receipt it corrects, the line it credits.
  await noteLink.click();
  const note = page.getByRole('article', { name: new RegExp(`${noteNumber}$`) });
  await expect(note).toBeVisible();
  await expect(note).toContainText(`Credit on receipt ${receiptNumber}`);
  await expect(note).toContainText('Screen protector not fitted');
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'refund-credit-note');
});
