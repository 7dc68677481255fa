import { expect, test } from '@playwright/test';

// A known defect, open: on a phone, a link tapped while a painted page is hydrating can be lost (the
// page stays where it was). Seen once in CI on /products (chrome.spec.ts, Accessories tapped right after
// load); here a CPU slowed 8x widens the window, and it fails 3 times in 4 on the mobile project. Not
// yet understood: keeping React from the click until the first commit (a capture listener on window)
// did not help. Remove fixme once it is fixed.
test.fixme('a link tapped while the page hydrates still navigates', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.goto('/products');
  await page
    .getByRole('list', { name: 'More categories' })
    .getByRole('link', { name: /Accessories/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
});
