import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  saveScreenshot,
  shop,
  suppressDiscountPopup,
  waitForFooter,
} from './helpers';

interface RouteCase {
  path: string;
  heading: string;
  title: RegExp;
}

const routes: RouteCase[] = [
  { path: '/', heading: 'Your Device Deserves Another Chance', title: new RegExp(`^${shop.name}$`) },
  { path: '/quote', heading: 'Your Device Deserves Another Chance', title: /^Instant Quote \|/ },
  { path: '/services', heading: 'Your Device Deserves Another Chance', title: /^Services \|/ },
  { path: '/products', heading: 'Products', title: /^Products \|/ },
  { path: '/products/phones', heading: 'Phones', title: /^Phones \|/ },
  { path: '/products/phones/iphone', heading: 'iPhone', title: /^iPhone - Phones \|/ },
  { path: '/products/accessories', heading: 'Accessories', title: /Coming Soon/ },
  { path: '/products/nope', heading: 'Category Not Found', title: /^Category Not Found \|/ },
  { path: '/products/phones/nope', heading: 'Subcategory Not Found', title: /^Subcategory Not Found/ },
  { path: '/coming-soon', heading: 'Coming Soon', title: /^Coming Soon \|/ },
  { path: '/repair', heading: 'Repair Services', title: /^Repair Services \|/ },
  { path: '/repair/iphone', heading: 'iPhone Repair', title: /^iPhone Repair \|/ },
  {
    path: '/repair/iphone/iphone-15-pro-max',
    heading: 'iPhone 15 Pro Max Repair',
    title: /^iPhone 15 Pro Max Repair \|/,
  },
  { path: '/repair/nope', heading: 'Category Not Found', title: /^Category Not Found/ },
  { path: '/repair/iphone/nope', heading: 'Device Not Found', title: /^Device Not Found/ },
  { path: '/about', heading: 'About Us', title: /^About Us \|/ },
  { path: '/book-appointment', heading: 'Book Appointment', title: /^Book Appointment/ },
  { path: '/no/such/page', heading: '404 - Page Not Found', title: /Page Not Found/ },
];

// The discount popup (its own tests in discount.spec.ts) would hide the home page behind its modal.
test.beforeEach(({ page }) => suppressDiscountPopup(page));

for (const route of routes) {
  test(`${route.path} renders on a cold load, fits the screen and passes axe`, async ({ page }, testInfo) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(route.title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(5);
    await waitForFooter(page); // and the app running: checked as the visitor uses the page
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    const name = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '_');
    await saveScreenshot(page, testInfo, name);
  });
}

test('admin routes show their headings and load no admin code on public pages', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.goto('/repair/iphone');
  await waitForFooter(page);
  expect(scripts.filter((url) => /Admin/.test(url))).toEqual([]);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  // Signed out: the staff page asks for a sign-in (the admin suites cover the signed-in screens).
  await page.goto('/admin/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible();
});

test('404 page Go to Home button leads home', async ({ page }) => {
  await page.goto('/definitely-missing');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Device Deserves Another Chance');
});
