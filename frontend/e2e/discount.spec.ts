import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, saveScreenshot, shop } from './helpers';

const TITLE = 'Get $10 OFF Your First Repair!';
const SUPPRESSION_KEY = 'discountPopup.suppressedUntil';

const uniqueEmail = (tag: string, project: string) =>
  `${tag}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function waitForPopup(page: Page) {
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  return dialog;
}

/** A field of the popup by its label (the page has other phone and e-mail links). */
const field = (page: Page, label: 'First name' | 'Last name' | 'Phone' | 'Email') =>
  page.getByRole('dialog').getByRole('textbox', { name: label });

async function fill(page: Page, values: { first: string; last: string; phone: string; email: string }) {
  // Typing moves the focus on by itself at 2, 2 and 10 characters: fill each field explicitly.
  await field(page, 'First name').fill(values.first);
  await field(page, 'Last name').fill(values.last);
  await field(page, 'Phone').fill(values.phone);
  await field(page, 'Email').fill(values.email);
}

/**
 * A failure shows the spec 8 toast (visible; the open modal hides the page, toasts included, from
 * assistive technology) and is announced from inside the dialog.
 */
async function expectFailureToast(page: Page, title: string, message: string) {
  const toast = page.locator('.notistack-SnackbarContainer').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(message);
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(`${title}. ${message}`);
}

test.describe('discount popup', () => {
  test('is closed at first and opens 2 seconds after the home page loads', async ({ page }, testInfo) => {
    // Record in the page when the home heading and the dialog first appear.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { __seen: Record<string, number> }).__seen = seen;
      new MutationObserver(() => {
        if (!seen.home && document.querySelector('h1')) seen.home = performance.now();
        if (!seen.dialog && document.querySelector('[role="dialog"]')) seen.dialog = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog).toBeHidden();
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    const seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);
    const loaded = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    // Counted from the page's load event, which the prerendered heading precedes.
    expect(seen.home).toBeLessThanOrEqual(loaded);
    const openedAfter = seen.dialog - loaded;
    expect(openedAfter).toBeGreaterThanOrEqual(2000);
    // On time unless the app has not started by then: allow for a slow, shared machine (3.6 s seen in CI).
    expect(openedAfter).toBeLessThan(4000);
    await expect(field(page, 'First name')).toBeFocused();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'discount-popup');
  });

  test('opens on /quote and /services but not on other pages', async ({ page }) => {
    await page.goto('/quote');
    await waitForPopup(page);
    await page.goto('/services');
    await waitForPopup(page);
    await page.goto('/about');
    await page.waitForTimeout(3000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('moves the focus at 2, 2 and 10 characters and shows each message', async ({ page }) => {
    await page.goto('/');
    await waitForPopup(page);
    await page.keyboard.type('J');
    await expect(field(page, 'First name')).toBeFocused();
    await page.keyboard.type('o');
    await expect(field(page, 'Last name')).toBeFocused();
    await page.keyboard.type('Do');
    await expect(field(page, 'Phone')).toBeFocused();
    await page.keyboard.type('555555012');
    await expect(field(page, 'Phone')).toBeFocused();
    await page.keyboard.type('3');
    await expect(field(page, 'Email')).toBeFocused();

    await field(page, 'First name').fill('J');
    await field(page, 'Last name').fill('D');
    await field(page, 'Phone').fill('555-0123');
    await field(page, 'Email').fill('jane@example');
    await page.getByRole('button', { name: 'Claim My $10 Discount' }).click();
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid phone number',
      'Please enter a valid email address',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, 'First name')).toBeFocused();
  });

  test('claims the discount: success toast, closes, and stays away after a reload', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await waitForPopup(page);
    const email = uniqueEmail('claim', testInfo.project.name);
    await fill(page, { first: 'Jane', last: 'Doe', phone: '(555) 555-0123', email });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/customers'));
    await page.getByRole('button', { name: 'Claim My $10 Discount' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      phone: '(555) 555-0123',
      email,
      discountClaimed: 'popup_10_off',
      deviceInfo: 'Discount signup via popup',
    });
    expect(Object.keys(await response.json())).not.toContain('discountCode');
    await expect(page.getByRole('dialog', { name: TITLE })).toBeHidden();
    const toast = page.getByRole('status').filter({ hasText: 'Success! 🎉' });
    await expect(toast).toContainText("You'll receive your $10 OFF discount code via email shortly!");
    await saveScreenshot(page, testInfo, 'discount-success');
    // Shown for 5 seconds.
    await expect(toast).toBeHidden({ timeout: 7000 });

    await page.reload();
    await page.waitForTimeout(3000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('tells a visitor whose email was already used', async ({ page, request }, testInfo) => {
    const email = uniqueEmail('dup', testInfo.project.name);
    const first = await request.post('/api/customers', {
      data: { firstName: 'Jo', lastName: 'Do', phone: '5555550123', email, discountClaimed: 'popup_10_off' },
    });
    expect(first.status()).toBe(201);
    await page.goto('/');
    await waitForPopup(page);
    await fill(page, { first: 'Jane', last: 'Doe', phone: '5555550123', email: `  ${email.toUpperCase()}` });
    await page.getByRole('button', { name: 'Claim My $10 Discount' }).click();
    await expectFailureToast(
      page,
      'Email Already Used',
      'This email has already been used to claim the discount. Each email can only be used once.',
    );
    await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible();
    // Issue 32 item 10: the toast leaves the popup's close button free (on a phone too).
    // Where the toast rests once it has slid in (two reads 100 ms apart agree).
    const toastLocator = page.locator('[data-toast-region] .MuiPaper-root', {
      hasText: 'Email Already Used',
    });
    let toast = await toastLocator.boundingBox();
    await expect
      .poll(async () => {
        const before = JSON.stringify(toast);
        await page.waitForTimeout(100);
        toast = await toastLocator.boundingBox();
        return JSON.stringify(toast) === before;
      })
      .toBe(true);
    const close = await page
      .getByRole('dialog', { name: TITLE })
      .getByRole('button', { name: 'Close' })
      .boundingBox();
    const overlaps =
      toast!.x < close!.x + close!.width &&
      close!.x < toast!.x + toast!.width &&
      toast!.y < close!.y + close!.height &&
      close!.y < toast!.y + toast!.height;
    expect(overlaps).toBe(false);
    await saveScreenshot(page, testInfo, 'discount-email-used', { fullPage: false });
  });

  test('shows Invalid Information when the server refuses the data', async ({ page }) => {
    await page.goto('/');
    await waitForPopup(page);
    // Ten characters pass the form (spec 5) but not the server (it wants ten digits).
    await fill(page, { first: 'Jane', last: 'Doe', phone: 'call me ok', email: 'jane@example.com' });
    await page.getByRole('button', { name: 'Claim My $10 Discount' }).click();
    await expectFailureToast(page, 'Invalid Information', 'Please check your information and try again.');
  });

  test('names the shop phone when the server fails', async ({ page }) => {
    await page.route('**/api/customers', (route) => route.fulfill({ status: 503, body: 'busy' }));
    await page.goto('/');
    await waitForPopup(page);
    await fill(page, { first: 'Jane', last: 'Doe', phone: '5555550123', email: 'jane@example.com' });
    await page.getByRole('button', { name: 'Claim My $10 Discount' }).click();
    await expectFailureToast(page, 'Something went wrong', `Please try again or call us at ${shop.phone}`);
  });

  for (const how of ['Escape', 'close button', 'backdrop'] as const) {
    test(`is dismissed with the ${how} for 7 days`, async ({ page }) => {
      await page.goto('/');
      await waitForPopup(page);
      if (how === 'Escape') await page.keyboard.press('Escape');
      if (how === 'close button') await page.getByRole('button', { name: 'Close', exact: true }).click();
      if (how === 'backdrop') await page.mouse.click(5, 5);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const until = Number(await page.evaluate((key) => localStorage.getItem(key), SUPPRESSION_KEY));
      expect(until - Date.now()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
      await page.goto('/quote');
      await page.waitForTimeout(3000);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});
