import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { loadShopFacts } from '../shop.config.ts';
import { SUPPRESSION_KEY } from '../src/features/discount/suppression.ts';

export const shop = loadShopFacts();

/**
 * axe: zero violations (WCAG 2.x A/AA and best practices), with `label-content-name-mismatch` on
 * (WCAG 2.5.3, off in axe by default): a control's accessible name holds its visible label, so a
 * person who says what they see ("click Download CSV") reaches it (issue 41).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Closes every toast on the page, so that none covers a screenshot. A toast closes by itself after a
 * few seconds, possibly between being found and being tapped: each tap waits a second at most, never
 * for a button that is gone (a click without a limit waited out a whole test's 300 s).
 */
export async function dismissToasts(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all())
    await close.click({ timeout: 1_000 }).catch(() => undefined);
}

export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Saves a screenshot under test-results (uploaded by CI as an artifact): the whole page, or what
 * the screen shows (`fullPage: false`, where fixed elements such as toasts matter).
 */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    animations: 'disabled',
    fullPage,
  });
}

/**
 * The page at a phone's and at a desk's width (390 and 1280 px), whatever the project it runs on:
 * `<name>-390.png` and `<name>-1280.png` beside the test's other screenshots; the viewport is put
 * back. A dialog is shot as the screen shows it (`fullPage: false`), scrolled to `show` at each width.
 */
export async function saveScreenshotsAtBothWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true, show }: { fullPage?: boolean; show?: Locator } = {},
): Promise<void> {
  const size = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    await page.setViewportSize({ width, height });
    // A frame for layouts that follow the width (media queries, useMediaQuery) to settle.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    if (show) await show.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${width}.png`),
      animations: 'disabled',
      fullPage,
    });
  }
  if (size) await page.setViewportSize(size);
}

/** Runs `use` on a page with JavaScript off: what a visitor sees (and can do) before the app's code runs. */
export async function withoutJavaScript(browser: Browser, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * Waits until the page is ready to use: its footer shown and the app running on it (a prerendered
 * or server-rendered page shows its buttons before the app that makes them work has started).
 */
export async function waitForFooter(page: Page): Promise<void> {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await waitForApp(page);
}

/**
 * Waits until the app runs on a prerendered or server-rendered page: the toast region mounts once
 * the page has hydrated and the browser is idle. Hidden ones count: on the home page the discount
 * popup opens 2 s after load, and a dialog hides the rest of the page from assistive technology.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true })).toBeAttached({
    timeout: 15_000,
  });
}

/**
 * Keeps the discount popup (spec 2: opens 2 s after the home page loads) out of tests about other
 * things, as a visitor who dismissed it would see the site. Call before page.goto.
 */
export async function suppressDiscountPopup(page: Page): Promise<void> {
  await page.addInitScript(([key, until]) => window.localStorage.setItem(key, until), [
    SUPPRESSION_KEY,
    String(Date.now() + 24 * 60 * 60 * 1000),
  ] as const);
}

/**
 * Where the server's outbox writes each e-mail as an .eml file: the local e2e server's
 * (scripts/e2e-server.mjs), or E2E_MAIL_DIR (the compose stack's shared folder).
 */
export const mailDir =
  process.env.E2E_MAIL_DIR ??
  resolve(
    fileURLToPath(import.meta.url),
    '..',
    '..',
    '..',
    '.test-output',
    `e2e-data-${process.env.E2E_PORT ?? '3100'}`,
    'outbox',
  );

/** The raw text of every e-mail sent to `email` (quoted-printable undone), oldest file name first. */
export function mailsTo(email: string): string[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .sort()
    .map((file) =>
      readFileSync(join(mailDir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((raw) => raw.includes(`To: ${email}`));
}

/** The wizard's contact step: a visitor's four fields, then Continue. */
export async function fillContact(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'First Name' }).fill('Jane');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Doe');
  await page.getByRole('textbox', { name: 'Phone' }).fill('(555) 555-0123');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The demo staff accounts of the e2e server (scripts/e2e-server.mjs). */
export const PASSWORDS = {
  viewer: process.env.E2E_VIEWER_PASSWORD ?? 'viewer-password-123',
  editor: process.env.E2E_EDITOR_PASSWORD ?? 'editor-password-123',
  owner: process.env.E2E_OWNER_PASSWORD ?? 'owner-password-123',
};

/** Signs in through the API: the page's context then holds the staff session cookie. */
export async function signIn(request: APIRequestContext, role: 'viewer' | 'editor' | 'owner'): Promise<void> {
  const res = await request.post('/api/admin/login', { data: { username: role, password: PASSWORDS[role] } });
  expect(res.status()).toBe(200);
}

/**
 * The staff bar's sections: the bar's links on a desktop; on a phone the items of the menu its
 * one button opens (issue 32 item 10), opened here. `role` is what to look the sections up by.
 */
export async function staffSections(page: Page): Promise<{ within: Locator; role: 'link' | 'menuitem' }> {
  const bar = page.getByRole('navigation', { name: 'Staff' });
  const menuButton = bar.getByRole('button', { name: /^Staff menu/ });
  await expect(bar).toBeVisible();
  if (!(await menuButton.isVisible())) return { within: bar, role: 'link' };
  await menuButton.click();
  // The menu grows in (opacity and scale): wait until it is whole, so what a check reads (axe's
  // colour contrast included) is what a person sees, not a frame of the transition.
  await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
  return { within: page.getByRole('menu'), role: 'menuitem' };
}

/**
 * Closes the phone's staff menu (Escape) and waits until it is gone: it fades out, and a check made
 * meanwhile (axe's colour contrast) would read its items at partial opacity.
 */
export async function closeStaffMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator('.MuiMenu-paper')).toHaveCount(0);
}

/** The staff bar's section `name` (on a phone, with its menu opened). */
export async function staffSection(page: Page, name: string): Promise<Locator> {
  const { within, role } = await staffSections(page);
  return within.getByRole(role, { name, exact: true });
}

/**
 * The booking wizard up to a day's slots: Apple, iPhone 15 Pro, Screen Repair, Continue to
 * Schedule, then the day with index `dayIndex` of the window (-1: the last day).
 */
export async function wizardToDay(page: Page, dayIndex: number): Promise<void> {
  await page.goto('/book-appointment');
  await page.getByRole('link', { name: 'Apple' }).click();
  await page.getByRole('link', { name: 'iPhone 15 Pro', exact: true }).click();
  await page.getByLabel(/Screen Repair/).check();
  await page.getByRole('button', { name: 'Continue to Schedule' }).click();
  await expect(page).toHaveURL(/step=time/);
  await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(dayIndex).click();
}

/** The receipt page's "Download PDF": checked to be a PDF and saved as `file` in the test's output; its path. */
export async function downloadReceiptPdf(page: Page, testInfo: TestInfo, file: string): Promise<string> {
  const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const path = testInfo.outputPath(file);
  writeFileSync(path, bytes);
  return path;
}

/** A check-in goes on to its photos step (issue 40); a story that takes none leaves them for later. */
export async function takePhotosLater(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Take photos later' }).click();
}
