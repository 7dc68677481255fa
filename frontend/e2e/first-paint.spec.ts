import { expect, test } from '@playwright/test';
import { suppressDiscountPopup, waitForApp } from './helpers';

/**
 * Issue 19, defect 2: a page painted from HTML (prerendered or server-rendered) must stay on
 * screen while the app starts and hydrates it: its main content and footer never disappear, and
 * the painted heading is the very element the app goes on using (not replaced, so no fade twice).
 * Every DOM change from the first parse to idle is checked, not only sampled frames.
 */
declare global {
  interface Window {
    __paintLog: { seen: Record<string, boolean>; lost: string[]; heading: Element | null };
  }
}

const pages = ['/', '/about', '/products', '/repair/iphone'];

test.beforeEach(async ({ page }) => {
  await suppressDiscountPopup(page);
  await page.addInitScript(() => {
    const log: Window['__paintLog'] = { seen: {}, lost: [], heading: null };
    window.__paintLog = log;
    const check = () => {
      const heading = document.querySelector('main h1');
      const present = { main: heading !== null, footer: document.querySelector('footer') !== null };
      for (const [part, shown] of Object.entries(present)) {
        if (shown) log.seen[part] = true;
        else if (log.seen[part]) log.lost.push(`${part} gone at ${Math.round(performance.now())} ms`);
      }
      if (heading && !log.heading) log.heading = heading;
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
    document.addEventListener('readystatechange', check);
  });
});

for (const path of pages) {
  test(`${path}: the painted page stays on screen until the app runs on it`, async ({ page }) => {
    await page.goto(path);
    await waitForApp(page); // hydrated, and the browser idle
    await page.waitForTimeout(500);
    const result = await page.evaluate(() => ({
      seen: window.__paintLog.seen,
      lost: window.__paintLog.lost,
      sameHeading: window.__paintLog.heading === document.querySelector('main h1'),
      prerendered: document.getElementById('root')?.dataset.prerendered,
    }));
    expect(result.prerendered).toBe(path);
    expect(result.seen).toEqual({ main: true, footer: true });
    expect(result.lost).toEqual([]);
    expect(result.sameHeading).toBe(true);
  });
}

test('a page started from the shell keeps its footer on screen: the first render shows it at once', async ({
  page,
}) => {
  // Signed out, a staff page is the shell (header, loading indicator, footer), then the sign-in.
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await waitForApp(page);
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => ({
    seen: window.__paintLog.seen,
    lost: window.__paintLog.lost,
    prerendered: document.getElementById('root')?.dataset.prerendered,
  }));
  expect(result.prerendered).toBe('*');
  expect(result.seen.footer).toBe(true);
  expect(result.lost.filter((l) => l.startsWith('footer'))).toEqual([]);
});

test('links inside text are underlined, so they are told apart without colour', async ({ page }) => {
  await page.goto('/book-appointment');
  const link = page.getByRole('link', { name: 'Find, download or cancel your booking' });
  await expect(link).toBeVisible();
  expect(await link.evaluate((a) => getComputedStyle(a).textDecorationLine)).toContain('underline');
  await waitForApp(page);
  expect(await link.evaluate((a) => getComputedStyle(a).textDecorationLine)).toContain('underline');
});
