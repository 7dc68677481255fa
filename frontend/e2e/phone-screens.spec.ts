// Issue 41, phone-sized staff screens: at 390 x 844 the first appointment, order, part, customer and
// price row of the five busiest staff lists is on the first screen (filters folded under a
// "Filters" button, one-line intros), and every screen passes axe. The desktop story takes the
// same five screens at 1280 px, where the filters stay open.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { bookRepair, deviceModelId, walkIn } from './api-setup';
import { expectNoAxeViolations, expectNoHorizontalOverflow, saveScreenshot, signIn } from './helpers';

/** Something of each kind, so that each list has a first item to find. */
async function stockTheLists(page: Page, info: TestInfo): Promise<void> {
  const tag = `${info.project.name} ${Date.now() % 100000}`;
  // Each project its own people: a phone number found again joins the customer already there.
  const digit = info.project.name === 'mobile' ? '1' : '2';
  await bookRepair(page.request, {
    firstName: 'Fold',
    lastName: `Away ${info.project.name}`,
    phone: `(217) 555-014${digit}`,
    email: `fold-away-${info.project.name}@example.com`,
  });
  await walkIn(page.request, {
    name: `Phone Screen ${info.project.name}`,
    phone: `(217) 555-015${digit}`,
    email: `phone-screen-${info.project.name}@example.com`,
  });
  const part = await page.request.post('/api/admin/inventory', {
    data: {
      name: `Screen ${tag}`,
      deviceModelId: await deviceModelId(page.request, 'iphone-15-pro'),
      partType: 'screen',
      unitCost: 41.5,
    },
  });
  expect(part.status()).toBe(201);
}

interface Screen {
  name: string;
  path: string;
  heading: string;
  /** The list's first item, once loaded. */
  first: (page: Page) => Locator;
}

const SCREENS: Screen[] = [
  {
    name: 'appointments',
    path: '/admin/appointments',
    heading: 'Appointments',
    first: (page) => page.locator('li[data-reference]').first(),
  },
  {
    name: 'workshop',
    path: '/admin/workshop',
    heading: 'Workshop',
    first: (page) => page.getByRole('list', { name: 'Workshop' }).getByRole('listitem').first(),
  },
  {
    name: 'parts',
    path: '/admin/inventory',
    heading: 'Parts',
    first: (page) => page.getByRole('list', { name: 'Parts' }).getByRole('listitem').first(),
  },
  {
    name: 'customers',
    path: '/admin/customers',
    heading: 'Customers',
    first: (page) => page.getByRole('table').getByRole('row').nth(1),
  },
  {
    name: 'prices',
    path: '/admin/pricing',
    heading: 'Retail Pricing',
    first: (page) => page.getByRole('table', { name: 'Retail price matrix' }).getByRole('row').nth(1),
  },
];

/**
 * Opens a screen and answers where its first item starts (px from the top of the first screen),
 * checking that a good part of it shows there (100 px, or all of it), not only its top edge.
 */
async function firstItemTop(page: Page, screen: Screen, fold: number): Promise<number> {
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
  const first = screen.first(page);
  await expect(first).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await first.boundingBox();
  expect(box, `${screen.name}: the first item has a box`).not.toBeNull();
  expect(box!.y, `${screen.name}: the first item's top`).toBeLessThan(fold);
  expect(box!.y + Math.min(box!.height, 100), `${screen.name}: 100 px of the first item`).toBeLessThanOrEqual(
    fold,
  );
  return box!.y;
}

test('on a phone the first appointment, order, part, customer and price row are on the first screen @phone', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  await signIn(page.request, 'editor');
  await stockTheLists(page, info);
  const tops: Record<string, number> = {};
  for (const screen of SCREENS) {
    tops[screen.name] = Math.round(await firstItemTop(page, screen, 844));
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, info, `phone41-${screen.name}`, { fullPage: false });
  }
  await info.attach('first-item-tops.json', { body: JSON.stringify(tops), contentType: 'application/json' });

  // The folded filters open under their button, and say how many are on once folded again.
  await page.goto('/admin/appointments');
  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('textbox', { name: 'From' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Scheduled' }).click();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'phone41-appointments-filters', { fullPage: false });
  await filters.click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');

  // The price matrix: the device and three prices beside it on the screen; scrolled sideways, the
  // device stays and a far price is edited like any other (then discarded: the prices stay).
  await page.goto('/admin/pricing');
  const matrix = page.getByRole('table', { name: 'Retail price matrix' });
  const firstRow = matrix.getByRole('row').nth(1);
  const device = firstRow.getByRole('rowheader');
  const prices = firstRow.getByRole('spinbutton');
  for (const n of [0, 1, 2]) {
    const box = (await prices.nth(n).boundingBox())!;
    expect(box.x + box.width, `price ${n + 1} of the first row is on the screen`).toBeLessThanOrEqual(390);
  }
  const deviceBefore = (await device.boundingBox())!;
  const last = prices.last();
  await last.scrollIntoViewIfNeeded();
  await expect(device).toBeInViewport();
  expect((await device.boundingBox())!.x).toBeCloseTo(deviceBefore.x, 0);
  await last.fill('123.45');
  await expect(page.getByRole('button', { name: 'Save 1 change' })).toBeVisible();
  await expect(last).toHaveValue('123.45');
  await saveScreenshot(page, info, 'phone41-prices-editing', { fullPage: false });
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('button', { name: 'Save 1 change' })).toHaveCount(0);
});

test('at a desk the five lists keep their filters open beside the first item @desktop', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  await signIn(page.request, 'editor');
  await stockTheLists(page, info);
  const tops: Record<string, number> = {};
  for (const screen of SCREENS) {
    tops[screen.name] = Math.round(await firstItemTop(page, screen, 800));
    await expectNoAxeViolations(page);
    await saveScreenshot(page, info, `phone41-${screen.name}`, { fullPage: false });
  }
  await info.attach('first-item-tops.json', { body: JSON.stringify(tops), contentType: 'application/json' });
});
