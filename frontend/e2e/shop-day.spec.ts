// Issue 32, the shop's day: what a shop owner hit on the first day, each item tested where it is
// seen (the items' numbers are the issue's).
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  saveScreenshot,
  signIn,
  staffSection,
} from './helpers';
import { deviceModelId, moveOrder, walkIn } from './api-setup';

const shots = (page: Page, info: TestInfo, name: string, fullPage = true) =>
  saveScreenshot(page, info, `day-${name}`, { fullPage });

/** This project's walk-in customer. */
const dayCustomer = (info: TestInfo) => ({
  name: `Day ${info.project.name}`,
  phone: '(217) 555-0191',
  email: `day-${info.project.name}@example.com`,
});

/** A part of this test's own with 3 in stock: its id and name. */
async function stockedPart(
  request: APIRequestContext,
  info: TestInfo,
): Promise<{ id: string; name: string }> {
  const name = `Day ${info.project.name} part ${Date.now() % 100000} screen`;
  const created = await request.post('/api/admin/inventory', {
    data: {
      name,
      deviceModelId: await deviceModelId(request, 'iphone-15-pro'),
      partType: 'screen',
      unitCost: 12.3,
    },
  });
  expect(created.status()).toBe(201);
  const part = await created.json();
  expect(
    (await request.post(`/api/admin/inventory/${part.id}/deliveries`, { data: { quantity: 3 } })).status(),
  ).toBe(200);
  return { id: part.id, name };
}

test('item 6: leaving /admin/pricing with unsaved edits asks first; a negative price is refused in words @desktop', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page.request, 'editor');
  await page.goto('/admin/pricing');
  await expect(page.getByRole('table', { name: 'Retail price matrix' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Search devices').fill('Pixel 8');
  const cell = page.getByRole('spinbutton', { name: 'Pixel 8 Screen Repair price', exact: true });
  await cell.fill('-5');
  await expect(page.getByText('Prices are 0 or more.', { exact: true })).toBeVisible();
  await shots(page, info, 'pricing-negative', false);
  await cell.blur();
  await expect(page.getByRole('alert').filter({ hasText: 'Price not changed' })).toBeVisible();

  await cell.fill('123');
  await (await staffSection(page, 'Workshop')).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toContainText('1 price change is not saved');
  await expectNoAxeViolations(page);
  await shots(page, info, 'pricing-leave', false);
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/admin\/pricing$/);
  await expect(cell).toHaveValue('123.00'); // the pending price, whole (issue 41)
});

test('item 8: cancelling an order shows its reserved parts released at once, without a reload', async ({
  page,
}, info) => {
  await signIn(page.request, 'editor');
  const part = await stockedPart(page.request, info);
  const order = await walkIn(page.request, dayCustomer(info));
  await moveOrder(page.request, order.id, 'diagnosing');
  expect(
    (
      await page.request.post(`/api/admin/repair-orders/${order.id}/parts`, {
        data: { partId: part.id, quantity: 1 },
      })
    ).status(),
  ).toBeLessThan(300);
  await page.goto(`/admin/workshop/${order.id}`);
  const parts = page.getByRole('region', { name: 'Parts', exact: true });
  await expect(parts).toContainText('1 reserved');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(parts).not.toContainText('1 reserved');
});

test('item 9: the walk-in form’s back link says where it goes, the workshop', async ({ page }, info) => {
  await signIn(page.request, 'editor');
  await page.goto('/admin/workshop/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-in Check-in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Workshop' }).click();
  await expect(page).toHaveURL(/\/admin\/workshop$/);
  void info;
});

test('item 10: on a phone the staff bar is one row with a menu of the sections, not ten tabs @phone', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page.request, 'editor');
  await page.goto('/admin/workshop');
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop' })).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Staff' });
  const menu = bar.getByRole('button', { name: 'Staff menu: Workshop' });
  await expect(menu).toBeVisible();
  // The whole staff bar (the menu beside Sign out): one row, where the ten tabs took about 290 px.
  const barBox = (await page.locator('nav[aria-label="Staff"]').locator('xpath=../..').boundingBox())!;
  expect(barBox.height).toBeLessThan(64);
  await menu.click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByRole('menuitem', { name: 'Workshop' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await shots(page, info, 'staff-menu', false);
  await page.keyboard.press('ArrowDown');
  await page.getByRole('menuitem', { name: 'Parts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parts' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Staff menu: Parts' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('item 1: the dashboard of today counts what needs doing; each count opens its list @desktop', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await signIn(page.request, 'editor');
  const ready = await walkIn(page.request, dayCustomer(info));
  await moveOrder(page.request, ready.id, 'diagnosing', 'in_repair', 'ready');
  await page.goto('/admin');
  // Issue 41: today so far, and the open work by state (each a link to its list).
  const soFar = page.getByRole('region', { name: 'Today so far' });
  const today = page.getByRole('region', { name: 'Open work' });
  await expect(soFar).toBeVisible();
  for (const [region, label] of [
    [soFar, 'Appointments today'],
    [soFar, 'Checked in today'],
    [soFar, 'Picked up today'],
    [today, 'Received'],
    [today, 'In repair'],
    [today, 'Ready for pickup'],
    [today, 'Waiting for parts'],
    [today, 'Unchanged 3+ days'],
    [today, 'Parts low on stock'],
  ] as const)
    await expect(
      region.getByRole('link', { name: new RegExp(`^\\d+ ${label.replace('+', '\\+')}$`) }),
    ).toBeVisible();
  await expect(soFar.getByRole('link', { name: /^\$[\d,]+\.\d\d Taken today/ })).toHaveAttribute(
    'href',
    '/admin/cash-up',
  );
  // The workshop, parts and reports, one tap away.
  const sections = page.getByRole('list', { name: 'The workshop' });
  for (const name of ['Workshop', 'Parts', 'Cash-up', 'Reports'])
    await expect(sections.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await shots(page, info, 'dashboard');

  await today.getByRole('link', { name: /Ready for pickup$/ }).click();
  await expect(page).toHaveURL(/\/admin\/workshop\?view=ready$/);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Ready for pickup');
  await expect(page.locator(`[data-reference="${ready.reference}"]`)).toBeVisible();
  for (const status of await page.locator('ul[aria-label="Workshop"] > li').allInnerTexts())
    expect(status).toContain('Ready for pickup');
});

test('item 2: the workshop board opens on the open orders; the closed ones are a filter away @phone', async ({
  page,
}, info) => {
  await signIn(page.request, 'editor');
  const cancelled = await walkIn(page.request, dayCustomer(info));
  await moveOrder(page.request, cancelled.id, 'cancelled');
  const open = await walkIn(page.request, dayCustomer(info));
  await page.goto('/admin/workshop');
  await expect(page.locator(`[data-reference="${open.reference}"]`)).toBeVisible();
  await expect(page.locator(`[data-reference="${cancelled.reference}"]`)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shots(page, info, 'workshop-board');
  // On a phone the state is folded under "Filters", which shares one row with the walk-in button,
  // so the orders start higher up (issue 41).
  await expect(page.getByRole('combobox', { name: 'State' })).toBeHidden();
  const filters = page.getByRole('button', { name: 'Filters' });
  const filtersBox = (await filters.boundingBox())!;
  const walkInButton = (await page.getByRole('link', { name: 'Check in a walk-in' }).boundingBox())!;
  expect(walkInButton.y).toBeLessThan(filtersBox.y + filtersBox.height);
  expect(filtersBox.y).toBeLessThan(walkInButton.y + walkInButton.height);
  await filters.click();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Open orders');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Closed (picked up or cancelled)' }).click();
  await expect(page).toHaveURL(/\?view=closed$/);
  await expect(page.locator(`[data-reference="${cancelled.reference}"]`)).toBeVisible();
  await expect(page.locator(`[data-reference="${open.reference}"]`)).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
});
