import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { suppressDiscountPopup, waitForApp } from './helpers';

/**
 * Issue 38: the public pages look the same whatever code makes them work. Each page, its header
 * menus and the discount popup are compared with baselines taken from the build before the change
 * (e2e/looks-the-same.spec.ts-snapshots; `--update-snapshots` makes new ones, only for a change
 * meant to be seen). Deterministic: one font for every text (Inter, embedded, whatever fonts the
 * machine has), animations finished, images loaded, the popup kept away unless it is the subject,
 * the copyright year masked (a page prerendered at build time shows the build's year).
 */
const require = createRequire(import.meta.url);
const WEIGHTS = [400, 500, 600, 700, 800];
const FONT_URL = '/__screenshot-font/';
const ONE_FONT = [
  ...WEIGHTS.map(
    (weight) =>
      `@font-face { font-family: 'Screenshot Inter'; font-weight: ${weight}; src: url(${FONT_URL}${weight}.woff2) format('woff2'); }`,
  ),
  "*, *::before, *::after { font-family: 'Screenshot Inter' !important; }",
].join('\n');

const pages = [
  '/',
  '/products',
  '/products/phones',
  '/products/phones/iphone',
  '/coming-soon',
  '/repair',
  '/repair/iphone',
  '/repair/iphone/iphone-15-pro-max',
  '/about',
  '/book-appointment',
  '/track',
];

/**
 * Every text in one font, served to the page (from @fontsource/inter) at FONT_URL as if the site had
 * it, from the page's first paint.
 */
async function oneFont(page: Page): Promise<void> {
  await page.route(`**${FONT_URL}*.woff2`, (route) => {
    const weight = /(\d+)\.woff2$/.exec(route.request().url())?.[1];
    const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`);
    return route.fulfill({ body: readFileSync(file), contentType: 'font/woff2' });
  });
  await page.addInitScript((css) => {
    const add = () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  }, ONE_FONT);
}

/**
 * Ready to compare: the app running, the font in place, every image (lazy ones too) loaded, every
 * animation over (the hero's fade starts again when the islands' styles move into the head).
 */
async function settle(page: Page): Promise<void> {
  await waitForApp(page);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([
      document.fonts.ready,
      ...[...document.images].map((img) =>
        img.complete ? null : new Promise((done) => img.addEventListener('load', done, { once: true })),
      ),
    ]);
  });
}

/** Whatever opened (a menu, the popup) has finished its transition: MUI's last 225 ms. */
async function opened(page: Page): Promise<void> {
  await page.waitForTimeout(500);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const shotName = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));
const options = (page: Page) => ({
  scale: 'css' as const,
  animations: 'disabled' as const,
  mask: [page.getByText(/All rights reserved/)],
});

test.describe('public pages look as before', () => {
  for (const path of pages) {
    test(path, async ({ page }) => {
      await suppressDiscountPopup(page);
      await oneFont(page);
      await page.goto(path);
      await settle(page);
      await expect(page).toHaveScreenshot(`${shotName(path)}.png`, { ...options(page), fullPage: true });
    });
  }

  test('the phone menu drawer', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'the drawer is the phone menu');
    await suppressDiscountPopup(page);
    await oneFont(page);
    await page.goto('/products');
    await settle(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'All Repair Services' })).toBeVisible();
    await opened(page);
    await expect(page).toHaveScreenshot('drawer.png', options(page));
  });

  test('the Repair menu', async ({ page }, info) => {
    test.skip(info.project.name === 'mobile', 'the Repair menu is the desktop header');
    await suppressDiscountPopup(page);
    await oneFont(page);
    await page.goto('/products');
    await settle(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Repair' }).hover();
    await expect(page.getByRole('link', { name: /^View All Models/ }).first()).toBeVisible();
    await opened(page);
    await expect(page).toHaveScreenshot('repair-menu.png', options(page));
  });

  test('the discount popup', async ({ page }) => {
    await oneFont(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Get $10 OFF Your First Repair!' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await settle(page);
    await opened(page);
    await expect(page).toHaveScreenshot('discount-popup.png', options(page));
  });
});

/**
 * Issue 38: a content page (hydrate: 'islands') looks the same before its islands run as after:
 * the HTML as it came (its boot script kept from loading), against the same baselines as the pages
 * above (taken with the whole app running on them, before the change).
 */
const contentPages = [
  '/',
  '/products',
  '/products/phones',
  '/products/phones/iphone',
  '/coming-soon',
  '/repair',
  '/repair/iphone',
  '/repair/iphone/iphone-15-pro-max',
  '/about',
];

test.describe('content pages look the same before their islands run', () => {
  for (const path of contentPages) {
    test(`${path} before its islands run`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.route('**/assets/boot-*.js', (route) => route.abort());
      await oneFont(page);
      await page.goto(path);
      await page.evaluate(async () => {
        for (const img of document.images) img.loading = 'eager';
        await Promise.all([
          document.fonts.ready,
          ...[...document.images].map((img) =>
            img.complete ? null : new Promise((done) => img.addEventListener('load', done, { once: true })),
          ),
        ]);
      });
      await expect(page).toHaveScreenshot(`${shotName(path)}.png`, { ...options(page), fullPage: true });
      expect(scripts.filter((url) => !/\/boot-/.test(url))).toEqual([]);
    });
  }
});
