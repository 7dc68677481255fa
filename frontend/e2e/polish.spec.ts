// Issue 19 "Polish": checked at 360, 390 and 1280 px, with screenshots.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, saveScreenshot, suppressDiscountPopup, waitForFooter } from './helpers';

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
