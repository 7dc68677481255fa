// Issue 41: signed in as the owner (twelve sections, Staff Accounts the last) at 1280 px the staff
// bar keeps one row beside Sign out; at 390 px it is the menu button and Sign out, one row too.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './helpers';

test('the owner’s staff bar is one row at 1280 px and at 390 px @desktop', async ({ page }, info) => {
  await signIn(page.request, 'owner');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/staff');
  const nav = page.getByRole('navigation', { name: 'Staff' });
  const sections = nav.getByRole('list');
  await expect(sections.getByRole('link', { name: 'Staff Accounts' })).toBeVisible();
  await expect(sections.getByRole('listitem')).toHaveCount(12);
  // One row: every section on the first one's line, the list one button high.
  const tops = await sections
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  expect((await sections.boundingBox())!.height).toBeLessThan(56);
  const room = await sections.evaluate((ul) => {
    const items = [...ul.children].map((li) => li.getBoundingClientRect());
    return Math.round(ul.getBoundingClientRect().right - items[items.length - 1].right);
  });
  console.log(`staff bar at 1280 px, owner: one row, ${room} px to spare after the last section`);
  // The bar's row (the sections and Sign out) is one button high.
  const bar = nav.locator('xpath=../..');
  expect((await bar.boundingBox())!.height).toBeLessThan(60);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: info.outputPath('h41-staff-bar-1280.png'),
    clip: { x: 0, y: 0, width: 1280, height: 200 },
    animations: 'disabled',
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav.getByRole('button', { name: /^Staff menu/ })).toBeVisible();
  expect((await bar.boundingBox())!.height).toBeLessThan(60);
  await page.screenshot({
    path: info.outputPath('h41-staff-bar-390.png'),
    clip: { x: 0, y: 0, width: 390, height: 300 },
    animations: 'disabled',
  });
});
