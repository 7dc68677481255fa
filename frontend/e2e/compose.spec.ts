// Issue 29, the compose stack (run by `npm test -- compose` against nginx, with E2E_BACKEND_URLS):
// an editor's price change, made in the browser through nginx, is served by each of the three
// backends within seconds (each keeps the price map cached and drops it on the change's notice).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const backends = (process.env.E2E_BACKEND_URLS ?? '').split(',').filter(Boolean);
/** The price this test sets; the compose suite checks it again after `compose down` and `up`. */
const COMPOSE_PRICE = { model: 'iPhone 11', device: 'iphone-11', service: 'screen', price: 187.25 };

test('an editor changes a price in the browser; all three backends serve it', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one matrix for the whole stack: changed once');
  expect(backends).toHaveLength(3);
  await signIn(page.request, 'editor');
  await page.goto('/admin/pricing');
  await expect(page.getByRole('table', { name: 'Retail price matrix' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Search devices').fill(COMPOSE_PRICE.model);
  await page
    .getByRole('spinbutton', { name: `${COMPOSE_PRICE.model} Screen Repair price`, exact: true })
    .fill(String(COMPOSE_PRICE.price));
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pricing updated successfully' })).toBeVisible();
  for (const backend of backends) {
    await expect
      .poll(
        async () => {
          const map = await (await page.request.get(`${backend}/api/pricing/all`)).json();
          return map.pricing[COMPOSE_PRICE.device][COMPOSE_PRICE.service].price;
        },
        { timeout: 10_000, message: `${backend} serves the new price` },
      )
      .toBe(COMPOSE_PRICE.price);
  }
  // For the check after `compose down` and `up` (backend/test/compose/4-persistence).
  const stateFile = process.env.COMPOSE_STATE_FILE;
  if (stateFile) {
    const state = existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : {};
    const { device, service, price } = COMPOSE_PRICE;
    writeFileSync(stateFile, JSON.stringify({ ...state, price: { device, service, price } }, null, 2));
  }
});
