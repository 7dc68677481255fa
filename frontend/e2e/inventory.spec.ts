// Issue 22, parts: an editor adds a part, records deliveries and an adjustment; an order waits for
// the part, a delivery says it can resume, the part is used and its cost lands on the order; a
// viewer reads the stock and changes nothing.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, saveScreenshot, signIn } from './helpers';
import { moveOrder, walkIn } from './api-setup';

/** Names of this test and project's own, so both projects run side by side on one server. */
const partName = (info: TestInfo, n: number) => `E2E ${info.project.name} part ${n} ${Date.now() % 100000}`;

/** This project's walk-in customer. */
const partsCustomer = (info: TestInfo) => ({
  name: `Parts ${info.project.name}`,
  phone: '(217) 555-0190',
  email: `parts-${info.project.name}@example.com`,
});

/** How many lines the text of an element takes. */
const linesOf = (element: Locator) =>
  element.evaluate((el) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

const partCard = (page: Page, name: string) =>
  page.locator('li', { has: page.getByRole('heading', { name, exact: true }) });

test('an editor stocks a part, an order waits for it, a delivery lets it resume, and using it costs the order @phone', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  await signIn(page.request, 'editor');
  const name = partName(info, 1);
  await page.goto('/admin/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Parts' })).toBeVisible();

  // A new part has no stock: it is low at once.
  await page.getByRole('button', { name: 'Add part' }).click();
  const add = page.getByRole('dialog', { name: 'Add a part' });
  await add.getByRole('textbox', { name: 'Name' }).fill(name);
  // The device model comes from the catalogue (issue 39 item 3); none: any device.
  await expect(add.getByRole('combobox', { name: 'Device model' })).toHaveAttribute(
    'placeholder',
    'Any device',
  );
  await add.getByRole('combobox', { name: 'Device model' }).fill('iPhone 15 Pro');
  await page.getByRole('option', { name: 'Apple iPhone 15 Pro', exact: true }).click();
  await add.getByRole('textbox', { name: 'Part type' }).fill('screen');
  await add.getByRole('textbox', { name: 'Supplier' }).fill('Mobilesentrix');
  await add.getByRole('textbox', { name: 'Unit cost ($)' }).fill('12.3');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'inventory-add', { fullPage: false });
  await add.getByRole('button', { name: 'Add part' }).click();
  await expect(add).toBeHidden();
  const card = partCard(page, name);
  await expect(card).toContainText('Low stock');
  await expect(card).toContainText('$12.30');

  // A delivery of 1.
  await card.getByRole('button', { name: `Record delivery: ${name}` }).click();
  let delivery = page.getByRole('dialog', { name: `Delivery of ${name}` });
  await delivery.getByRole('textbox', { name: 'Units delivered' }).fill('1');
  await delivery.getByRole('button', { name: 'Record delivery' }).click();
  await expect(delivery.getByRole('alert')).toContainText(`1 × ${name} received`);
  await expect(delivery.getByRole('alert')).toContainText('Now 1 on hand, 0 reserved, 1 available.');
  await expect(delivery.getByRole('alert')).toContainText(
    'No order waiting for parts was short of this part.',
  );
  // One message, in the dialog: no toast repeats it.
  await expect(page.getByText(`1 × ${name} received`)).toHaveCount(1);
  await delivery.getByRole('button', { name: 'Done' }).click();

  // An order needs 2: one is held, one it waits for.
  const order = await walkIn(page.request, partsCustomer(info));
  await moveOrder(page.request, order.id, 'diagnosing');
  await page.goto(`/admin/workshop/${order.id}`);
  const parts = page.getByRole('region', { name: 'Parts', exact: true });
  await parts.getByRole('combobox', { name: 'Part' }).click();
  await page.getByRole('option', { name: `${name} (1 available)` }).click();
  await parts.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await parts.getByRole('button', { name: 'Hold for this order' }).click();
  await expect(parts).toContainText('1 reserved · 1 waited for');
  await moveOrder(page.request, order.id, 'in_repair', 'waiting_parts');

  // The delivery of 2 fills the order's shortfall first and says it can resume.
  await page.goto('/admin/inventory');
  await partCard(page, name)
    .getByRole('button', { name: `Record delivery: ${name}` })
    .click();
  delivery = page.getByRole('dialog', { name: `Delivery of ${name}` });
  await delivery.getByRole('textbox', { name: 'Units delivered' }).fill('2');
  await delivery.getByRole('textbox', { name: 'Note (optional)' }).fill('Invoice 4411');
  await delivery.getByRole('button', { name: 'Record delivery' }).click();
  await expect(delivery.getByRole('listitem')).toHaveText(
    `${order.reference} has every part it waited for: it can go back to in repair (1 reserved for it now)`,
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'inventory-delivery', { fullPage: false });
  await delivery.getByRole('button', { name: 'Done' }).click();
  await expect(partCard(page, name)).toContainText(/On hand\s*3\s*Reserved\s*2\s*Available\s*1/);

  // A breakage, with its reason.
  await partCard(page, name)
    .getByRole('button', { name: `Adjust: ${name}` })
    .click();
  const adjust = page.getByRole('dialog', { name: `Adjust ${name}` });
  await adjust.getByRole('textbox', { name: 'Change' }).fill('-1');
  await adjust.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(adjust.getByText('A reason is required')).toBeVisible();
  await adjust.getByRole('textbox', { name: 'Reason' }).fill('Cracked during fitting');
  await saveScreenshot(page, info, 'inventory-adjust', { fullPage: false });
  await adjust.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(adjust).toBeHidden();
  await expect(partCard(page, name)).toContainText(/On hand\s*2\s*Reserved\s*2\s*Available\s*0/);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'inventory-list');

  // Back on the bench, both are used: $24.60 the shop spent, apart from what the customer pays.
  await moveOrder(page.request, order.id, 'in_repair');
  await page.goto(`/admin/workshop/${order.id}`);
  await parts.getByRole('button', { name: 'Use 2' }).click();
  await expect(parts).toContainText('2 used · $24.60');
  const money = page.getByRole('region', { name: 'Services and costs' });
  await expect(money).toContainText(/Parts\s*\$0\.00/);
  await expect(money).toContainText(/Parts spend \(at cost\)\s*\$24\.60/);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'inventory-order-parts');
});

test('an editor imports parts from CSV, previewing the changes first @desktop', async ({ page }, info) => {
  await signIn(page.request, 'editor');
  const name = partName(info, 2);
  await page.goto('/admin/inventory');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import parts from CSV' });
  await dialog
    .getByRole('textbox', { name: 'CSV' })
    .fill(`name,device_model,unit_cost,reorder_level\n${name},Pixel 8,7.25,3\n`);
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Preview changes' }).click();
  await expect(dialog.getByRole('listitem')).toHaveText(`Line 2: ${name} — add`);
  // Each button's label stands on one line, on a phone too.
  for (const label of ['Cancel', 'Preview changes', 'Import'])
    expect(await linesOf(dialog.getByRole('button', { name: label, exact: true }))).toBe(1);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'inventory-import', { fullPage: false });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(partCard(page, name)).toContainText('$7.25');
  await expect(partCard(page, name)).toContainText('Reorder at 3');
});

test('a viewer reads the stock and changes nothing @phone', async ({ page }, info) => {
  // A part with no stock yet: low at once, so the low-stock notice (the filter) shows.
  await signIn(page.request, 'editor');
  expect(
    (
      await page.request.post('/api/admin/inventory', { data: { name: partName(info, 9), unitCost: 1 } })
    ).status(),
  ).toBe(201);
  await signIn(page.request, 'viewer');
  await page.goto('/admin/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Parts' })).toBeVisible();
  await expect(page.getByText('You have read-only access', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add part' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Record delivery/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show only these' }).click();
  await expect(page).toHaveURL(/\?show=low$/);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'inventory-viewer');
});
