// Issue 41, the dashboard's "Today": check-ins, pickups and takings by method so far today and the
// open work by state, each a link to its list; a Cash-up card; one way to sign out.
import { expect, test, type Locator } from '@playwright/test';
import { walkIn } from './api-setup';
import { expectNoAxeViolations, expectNoHorizontalOverflow, saveScreenshot, signIn } from './helpers';

/** The figure of a tile (its link's first line): a count, or dollars read as whole cents. */
const figureText = async (tile: Locator): Promise<string> =>
  (await tile.locator('span').first().innerText()).replace(/[$,]/g, '');
const count = async (tile: Locator): Promise<number> => Number(await figureText(tile));
// In cents: as dollars, $2,094.34 + 12.34 is 2106.6800000000003, above the $2,106.68 shown.
const cents = async (tile: Locator): Promise<number> => Math.round(Number(await figureText(tile)) * 100);

test('the dashboard counts today’s check-ins and money taken by method; each figure opens its list', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await signIn(page.request, 'editor');
  await page.goto('/admin');
  const soFar = page.getByRole('region', { name: 'Today so far' });
  const checkIns = soFar.getByRole('link', { name: /Checked in today$/ });
  const taken = soFar.getByRole('link', { name: /Taken today/ });
  await expect(checkIns).toHaveText(/^\d+/);
  await expect(taken).toHaveText(/^\$/);
  const before = { checkIns: await count(checkIns), takenCents: await cents(taken) };

  // A walk-in checked in, and $12.34 taken by card on it.
  const order = await walkIn(page.request, {
    name: `Tess Today ${info.project.name}`,
    phone: info.project.name === 'desktop' ? '(217) 555-6122' : '(217) 555-6111',
    email: `tess-today-${info.project.name}@example.com`,
  });
  const paid = await page.request.post(`/api/admin/repair-orders/${order.id}/payments`, {
    data: { amountCents: 1234, method: 'card' },
  });
  expect(paid.status()).toBe(201);

  await page.reload();
  await expect(checkIns).toHaveText(/^\d+/);
  expect(await count(checkIns)).toBeGreaterThanOrEqual(before.checkIns + 1);
  expect(await cents(taken)).toBeGreaterThanOrEqual(before.takenCents + 1234);
  await expect(taken).toContainText(/Card \$[\d,]+\.\d\d/);
  await expect(checkIns).toHaveAttribute('href', '/admin/workshop');
  await expect(soFar.getByRole('link', { name: /Picked up today$/ })).toHaveAttribute(
    'href',
    '/admin/workshop?view=closed',
  );
  const open = page.getByRole('region', { name: 'Open work' });
  await expect(open.getByRole('link', { name: /^\d+ Received$/ })).toHaveAttribute(
    'href',
    '/admin/workshop?view=received',
  );
  // The Cash-up card, and one way to sign out (the staff bar's).
  await expect(
    page.getByRole('list', { name: 'The workshop' }).getByRole('link', { name: /^Cash-up/ }),
  ).toHaveAttribute('href', '/admin/cash-up');
  await expect(page.getByRole('button', { name: /^(Sign out|Logout)$/ })).toHaveCount(1);
  await expect(page.getByText('Editors can modify device models, pricing and service types.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'dashboard-today');

  await taken.click();
  await expect(page).toHaveURL(/\/admin\/cash-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cash-up' })).toBeVisible();
});
