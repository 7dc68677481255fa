// Issue 19 "Polish": checked at 360, 390 and 1280 px, with screenshots.
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  fillContact,
  saveScreenshot,
  suppressDiscountPopup,
  waitForFooter,
} from './helpers';

test.beforeEach(({ page }) => suppressDiscountPopup(page));

/** How many lines each element's text takes (its line boxes, whatever the element's own height). */
const lines = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }),
  );

test('footer: hours on one line each, FAQ arrows in the footer text colour', async ({ page }, info) => {
  await page.goto('/about');
  await waitForFooter(page);
  const footer = page.getByRole('contentinfo');
  for (const n of await lines(page, 'footer dl dt, footer dl dd')) expect(n).toBe(1);
  const text = await footer.evaluate((el) => getComputedStyle(el).color);
  const arrows = await footer
    .locator('.MuiAccordionSummary-expandIconWrapper')
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).color));
  expect(arrows.length).toBeGreaterThan(0);
  for (const colour of arrows) expect(colour).toBe(text); // #f1f5f9 on #0d1b26: 16:1
  await footer.scrollIntoViewIfNeeded();
  await saveScreenshot(page, info, 'polish-footer');
});

for (const width of [360, 390, 1280]) {
  test(`booking at ${width} px: prices never wrap, Continue to Schedule stays in view, day buttons unlike taken slots`, async ({
    page,
  }, info) => {
    test.skip(width < 400 !== (info.project.name === 'mobile'), 'phone widths on mobile, 1280 on desktop');
    await page.setViewportSize({ width, height: width < 400 ? 740 : 800 });
    await page.goto('/book-appointment?step=services&brand=Apple&model=iphone-15-pro');
    await page.getByLabel(/Screen Repair/).check();
    for (const n of await lines(page, 'main fieldset .MuiFormControlLabel-label > div > span:last-child'))
      expect(n).toBe(1);
    await page.getByLabel(/Battery Replacement/).check();
    await page.getByLabel(/Screen Repair/).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Continue to Schedule' })).toBeInViewport();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, info, `polish-services-${width}`);

    await page.getByRole('button', { name: 'Continue to Schedule' }).click();
    const days = page.getByRole('group', { name: 'Day' }).getByRole('button', { pressed: false });
    await expect(days.first()).toBeVisible();
    const day = await days.first().evaluate((el) => getComputedStyle(el).color);
    // A taken slot is greyed (disabled); a day to choose reads in the primary colour, as the Back button.
    const primary = await page
      .getByRole('button', { name: 'Back', exact: true })
      .evaluate((el) => getComputedStyle(el).color);
    expect(day).toBe(primary);
    await saveScreenshot(page, info, `polish-time-${width}`);
  });
}

/** Whether two boxes share any area. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

test('a toast never covers the page’s main button (the wizard’s Confirm, its sticky Continue bar)', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await page.goto('/book-appointment?step=services&brand=Apple&model=iphone-15-pro');
  await page.getByLabel(/Screen Repair/).check();
  const next = page.getByRole('button', { name: 'Continue to Schedule' });
  await expect(next).toBeInViewport();
  const nextBox = (await next.boundingBox())!; // where the sticky bar holds it on screen
  await next.click();
  await page.getByRole('group', { name: 'Day' }).getByRole('button').last().click();
  await page
    .getByRole('main')
    .getByRole('button', { name: /^\d{1,2}:\d{2} [AP]M$/, disabled: false })
    .first()
    .click();
  await fillContact(page, `toast-${info.project.name}@example.com`);
  await expect(page).toHaveURL(/step=confirmation/);
  // A made-up code: the booking is refused, the toast says so, and Confirm is what the visitor needs next.
  await page.getByLabel('Discount code').fill('NOPE-0000');
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await confirm.scrollIntoViewIfNeeded();
  await confirm.click();
  const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('alert');
  await expect(toast).toContainText('Booking Failed');
  await page.waitForTimeout(400); // the toast's entrance transition ends where it stays
  const toastBox = (await toast.boundingBox())!;
  expect(overlap(toastBox, (await confirm.boundingBox())!)).toBe(false);
  // Nor where the sticky bar keeps Continue to Schedule on screen.
  expect(overlap(toastBox, nextBox)).toBe(false);
  await saveScreenshot(page, info, 'polish-toast', { fullPage: false });
});

for (const width of [390, 1280]) {
  test(`home at ${width} px: the device row has no holes (every row of the grid full)`, async ({
    page,
  }, info) => {
    test.skip(width < 400 !== (info.project.name === 'mobile'), 'phone width on mobile, 1280 on desktop');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const row = page.getByRole('region', { name: 'What Can We Fix Today?' }).getByRole('listitem');
    await expect(row.first()).toBeVisible();
    const boxes = await row.evaluateAll((items) => items.map((li) => li.getBoundingClientRect()));
    const grid = await row.first().evaluate((li) => li.parentElement!.getBoundingClientRect());
    const rows = new Map<number, DOMRect[]>();
    for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    for (const cells of rows.values()) {
      // Each row spans the grid from edge to edge: no empty cell at its end.
      expect(Math.round(cells[0]!.left)).toBe(Math.round(grid.left));
      expect(Math.round(cells.at(-1)!.right)).toBe(Math.round(grid.right));
    }
    await row.first().scrollIntoViewIfNeeded();
    await saveScreenshot(page, info, `polish-home-${width}`, { fullPage: false });
  });
}
