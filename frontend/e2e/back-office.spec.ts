import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, saveScreenshot, signIn } from './helpers';

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** Expects a toast (status or alert) in the notification region; toasts show one at a time, 5 s each. */
async function seeToast(page: Page, title: string): Promise<void> {
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)' }).getByText(title, { exact: true }),
  ).toBeVisible();
}

const SCREENS = [
  {
    path: '/admin/device-models',
    title: 'Device Models',
    table: 'Device models',
    sample: 'iPhone SE2',
    what: 'device models',
  },
  {
    path: '/admin/service-types',
    title: 'Service Types',
    table: 'Service types',
    sample: 'Water Treatment',
    what: 'service types',
  },
];

for (const screen of SCREENS) {
  test(`${screen.title}, signed out: Authentication Required with a way to the admin login`, async ({
    page,
  }) => {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to Admin Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test(`${screen.title}, viewer: the whole list read-only, told to contact an editor`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000); // axe over a hundred rows takes a while on a busy machine
    await signIn(page.request, 'viewer');
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
    await expect(
      page.getByText(`You have read-only access. Contact an editor to change ${screen.what}.`),
    ).toBeVisible();
    const table = page.getByRole('table', { name: screen.table });
    await expect(row(page, screen.sample)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Add|Edit|Retire|Restore|Move)\b/ })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, info, `back-office-${screen.what.replace(' ', '-')}-viewer`);
  });
}

test('public pages never load the back-office code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  for (const path of ['/', '/repair', '/repair/iphone/iphone-15-pro-max', '/admin']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /DeviceModelsPage|ServiceTypesPage|StaffGate/.test(url))).toEqual([]);
});

// The editor tests change shared lists: one project each, so the two projects never race on one list.
test('Device Models, editor: add, rename, reorder, retire and restore; the public site follows', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'device models are edited by the desktop project only');
  test.setTimeout(180_000);
  const name = `Test Phone ${Date.now() % 100000}`;
  await signIn(page.request, 'editor');
  await page.goto('/admin/device-models');
  await expect(page.getByRole('heading', { level: 1, name: 'Device Models' })).toBeVisible();
  await expect(page.getByText(/read-only access/)).toHaveCount(0);

  // Add: client checks first, then the server's 409 on a taken name.
  await page.getByRole('button', { name: 'Add device model' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a device model' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('iphone se2');
  await dialog.getByLabel('Public id').fill('another-se2');
  await dialog.getByLabel('Brand').fill('Google');
  await dialog.getByLabel('Base price ($)').fill('12.345');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a price from 0 to 10000 with at most 2 decimals')).toBeVisible();
  await dialog.getByLabel('Base price ($)').fill('123.45');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A device model named iphone se2 already exists')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Public id').fill('');
  await dialog.getByRole('combobox', { name: 'Category', exact: true }).click({ delay: 300 }); // a slow click: the menu opens beside the field, the release chooses nothing
  await page.getByRole('option', { name: 'android', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, `${name} added`);
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toContainText('$123.45');
  await expectNoAxeViolations(page);

  // Public: the new model is on the Android repair page at once.
  const publicPage = await page.context().newPage();
  await publicPage.goto('/repair/android');
  await expect(publicPage.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  // ...and in the booking wizard under its brand.
  await publicPage.goto('/book-appointment');
  await publicPage.getByRole('link', { name: 'Google' }).click();
  await expect(publicPage.getByRole('link', { name: new RegExp(name) })).toBeVisible();

  // Rename.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByLabel('Name').fill(`${name} Plus`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, `${name} Plus updated`);
  await expect(row(page, `${name} Plus`)).toBeVisible();

  // Reorder: it was last; moving it up puts it before the model above it.
  await page.getByLabel('Search').fill('');
  const names = page.getByRole('rowheader');
  const count = await names.count();
  await expect(names.nth(count - 1)).toHaveText(`${name} Plus`);
  const above = (await names.nth(count - 2).textContent()) ?? '';
  await page.getByRole('button', { name: `Move ${name} Plus up` }).click();
  await seeToast(page, 'Order saved');
  await expect(names.nth(count - 2)).toHaveText(`${name} Plus`);
  await expect(names.nth(count - 1)).toHaveText(above);

  // Retire: hidden from the public page, kept (and marked) in the back office; restore brings it back.
  await page.getByRole('button', { name: `Retire ${name} Plus` }).click();
  await seeToast(page, `${name} Plus retired`);
  await expect(row(page, `${name} Plus`)).toContainText('Retired');
  await publicPage.goto('/repair/android');
  await expect(publicPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(publicPage.getByRole('link', { name: /Galaxy S21/ }).first()).toBeVisible();
  await expect(publicPage.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  await publicPage.goto('/book-appointment');
  await publicPage.getByRole('link', { name: 'Google' }).click();
  await expect(publicPage.getByRole('link', { name: 'Pixel 9', exact: true })).toBeVisible();
  await expect(publicPage.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show retired' }).uncheck();
  await expect(row(page, `${name} Plus`)).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show retired' }).check();
  await saveScreenshot(page, info, 'back-office-device-models-editor');
  await page.getByRole('button', { name: `Restore ${name} Plus` }).click();
  await seeToast(page, `${name} Plus restored`);
  await publicPage.goto('/repair/android');
  await expect(publicPage.getByRole('link', { name: new RegExp(`${name} Plus`) })).toBeVisible();
  // Leave the public catalogue as it was.
  await page.getByRole('button', { name: `Retire ${name} Plus` }).click();
  await seeToast(page, `${name} Plus retired`);
});

test('Service Types, editor: add, edit, retire, reorder; the public device page follows', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'service types are edited by the mobile project only');
  test.setTimeout(180_000);
  const name = `Test Service ${Date.now() % 100000}`;
  await signIn(page.request, 'editor');
  await page.goto('/admin/service-types');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Types' })).toBeVisible();

  await page.getByRole('button', { name: 'Add service type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a service type' });
  await dialog.getByLabel('Name').fill('Screen Repair');
  await dialog.getByLabel('Base price ($)').fill('49.50');
  await dialog.getByLabel(/^Warranty/).fill('30 days');
  await dialog.getByLabel('Days of warranty').fill('30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A service type named Screen Repair already exists')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, `${name} added`);
  await expect(row(page, name)).toContainText('$49.50');
  await expect(row(page, name)).toContainText('30 days');
  await expect(row(page, name).getByRole('cell').nth(4)).toHaveText('30');

  // Retire it at once (the public site shows nine services); the device page does not list it.
  await page.getByRole('button', { name: `Retire ${name}` }).click();
  await seeToast(page, `${name} retired`);
  await expect(row(page, name)).toContainText('Retired');
  const publicPage = await page.context().newPage();
  await publicPage.goto('/repair/iphone/iphone-15-pro-max');
  await expect(publicPage.getByText('Water Treatment').first()).toBeVisible();
  await expect(publicPage.getByText(name)).toHaveCount(0);

  // Edit the warranty; move it up one place (above the last service).
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByLabel(/^Warranty/).fill('60 days');
  await edit.getByLabel('Days of warranty').fill('60');
  await edit.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, `${name} updated`);
  await expect(row(page, name)).toContainText('60 days');
  const names = page.getByRole('rowheader');
  const count = await names.count();
  await expect(names.nth(count - 1)).toHaveText(name);
  await page.getByRole('button', { name: `Move ${name} up` }).click();
  await seeToast(page, 'Order saved');
  await expect(names.nth(count - 2)).toHaveText(name);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'back-office-service-types-editor');
});
