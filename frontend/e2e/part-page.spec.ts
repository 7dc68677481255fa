// Issue 32 item 5: a part's history is on screen. The part's name opens its page (its movements,
// newest first); an editor edits and retires it (asked first); a retired part leaves an order's
// searchable part menu and keeps its history; on an order the editor chooses how many to use.
import { expect, test } from '@playwright/test';
import { deviceModelId, moveOrder, walkIn } from './api-setup';
import { expectNoAxeViolations, expectNoHorizontalOverflow, saveScreenshot, signIn } from './helpers';

test("a part's page shows its history; an editor uses some of what is held, edits and retires the part @phone", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page.request, 'editor');
  const stamp = `${info.project.name} ${Date.now() % 100000}`;
  const name = `E2E battery ${stamp}`;
  const part = await (
    await page.request.post('/api/admin/inventory', {
      data: {
        name,
        deviceModelId: await deviceModelId(page.request, 'iphone-15-pro'),
        partType: 'battery',
        supplier: 'Injured Gadgets',
        unitCost: 9.5,
      },
    })
  ).json();
  await page.request.post(`/api/admin/inventory/${part.id}/deliveries`, {
    data: { quantity: 3, note: 'Invoice 88' },
  });
  const order = await walkIn(
    page.request,
    {
      name: `Part page ${info.project.name}`,
      phone: '(217) 555-0191',
      email: `part-page-${info.project.name}@example.com`,
    },
    { services: ['battery'] },
  );
  await moveOrder(page.request, order.id, 'diagnosing');

  // The order's part menu is searchable: a word of the name (or the device, the supplier) finds it.
  await page.goto(`/admin/workshop/${order.id}`);
  const parts = page.getByRole('region', { name: 'Parts', exact: true });
  const menu = parts.getByRole('combobox', { name: 'Part' });
  await menu.fill(`battery ${stamp}`);
  await expect(page.getByRole('option')).toHaveText([`${name} (3 available)`]);
  await saveScreenshot(page, info, 'part-order-search', { fullPage: false });
  await page.getByRole('option', { name: `${name} (3 available)` }).click();
  await parts.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await parts.getByRole('button', { name: 'Hold for this order' }).click();
  await expect(parts).toContainText('2 reserved');

  // Two held, one used: the editor says how many (it used to take everything held).
  const units = parts.getByRole('textbox', { name: `Units of ${name} to use` });
  await expect(units).toHaveValue('2');
  await units.fill('1');
  await parts.getByRole('button', { name: 'Use 1' }).click();
  await expect(parts).toContainText('1 reserved · 1 used · $9.50');
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'part-order-use');

  // The part's name on the parts list opens its page: the ledger, newest first.
  await page.goto('/admin/inventory');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(`/admin/inventory/${part.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('status')).toHaveText('3 movements, newest first');
  const rows = history.getByRole('listitem');
  await expect(rows.nth(0)).toContainText(`Used: −1 on hand, −1 reserved`);
  await expect(rows.nth(0)).toContainText(`Order ${order.reference} · by editor`);
  // The order named in the history opens that order.
  await expect(rows.nth(0).getByRole('link', { name: `Order ${order.reference}` })).toHaveAttribute(
    'href',
    `/admin/workshop/${order.id}`,
  );
  await expect(rows.nth(1)).toContainText(`Reserved: +2 reserved`);
  await expect(rows.nth(2)).toContainText('Delivery: +3 on hand');
  await expect(rows.nth(2)).toContainText('Invoice 88');
  // The part names its device model as the catalogue does (issue 39 item 3).
  await expect(page.getByText('iPhone 15 Pro · battery · Injured Gadgets')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'part-page');

  // Edit: a new name and sell price.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByRole('textbox', { name: 'Unit cost ($)' })).toHaveValue('9.50');
  await expect(edit.getByRole('combobox', { name: 'Device model' })).toHaveValue('Apple iPhone 15 Pro');
  await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} v2`);
  await edit.getByRole('textbox', { name: 'Sell price ($)' }).fill('39');
  await saveScreenshot(page, info, 'part-edit', { fullPage: false });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `${name} v2` })).toBeVisible();
  await expect(page.getByText('sells at $39.00')).toBeVisible();

  // Retire: asked first; kept with its history.
  await page.getByRole('button', { name: 'Retire', exact: true }).click();
  const ask = page.getByRole('dialog', { name: `Retire ${name} v2?` });
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'part-retire', { fullPage: false });
  await ask.getByRole('button', { name: 'Retire' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText(/^Retired .*: it is no longer offered for orders or quotes/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bring back' })).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await saveScreenshot(page, info, 'part-retired');

  // Gone from the order's menu; what the order holds stays.
  await page.goto(`/admin/workshop/${order.id}`);
  await parts.getByRole('combobox', { name: 'Part' }).fill(`battery ${stamp}`);
  await expect(page.getByText('No part matches')).toBeVisible();
  await expect(parts).toContainText(`${name} v2`);
});
