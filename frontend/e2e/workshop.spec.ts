// Issue 21, the workshop: an editor checks a walk-in in, moves it to ready and hands it over; the
// customer follows the e-mail's link on a phone; a viewer reads but changes nothing.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  mailsTo,
  saveScreenshot,
  signIn,
  waitForApp,
  takePhotosLater,
} from './helpers';

type Customer = { name: string; phone: string; last4: string; email: string };

/** Each test and project checks in its own customer, so all run side by side on one server. */
const customerOf = (info: TestInfo, test: 0 | 1 | 2): Customer => {
  const digits = `0${test}${info.project.name === 'desktop' ? 2 : 1}`;
  return {
    name: `Wanda Walkin ${test}${info.project.name}`,
    phone: `(217) 555-1${digits}`,
    last4: `1${digits}`,
    email: `walk-in-${test}-${info.project.name}@example.com`,
  };
};

/** The tracking link of the check-in receipt sent to `email`, once it arrived (the path only). */
async function trackingPathFromMail(email: string): Promise<string> {
  let path = '';
  await expect
    .poll(
      () => {
        const found = mailsTo(email)
          .map((raw) => /\/track\/([A-Za-z0-9_-]{20,})/.exec(raw)?.[0])
          .find(Boolean);
        path = found ?? '';
        return path;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return path;
}

/** Checks a walk-in in through the form; its screenshot when `info` is given. Returns the reference. */
async function checkInWalkIn(page: Page, customer: Customer, info?: TestInfo): Promise<string> {
  await page.goto('/admin/workshop');
  await page.getByRole('link', { name: 'Check in a walk-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-in Check-in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(customer.name);
  await page.getByRole('textbox', { name: 'Phone' }).fill(customer.phone);
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByRole('combobox', { name: 'Device model' }).fill('iPhone 15 Pro Max');
  await page.getByRole('option', { name: 'iPhone 15 Pro Max' }).click();
  await page.getByRole('checkbox', { name: 'Screen Repair' }).check();
  await page.getByRole('radiogroup', { name: 'Screen' }).getByRole('radio', { name: 'Damaged' }).check();
  await page.getByRole('radiogroup', { name: 'Powers on' }).getByRole('radio', { name: 'OK' }).check();
  await page.getByRole('textbox', { name: 'Condition notes' }).fill('Cracked top left corner');
  await page.getByRole('checkbox', { name: 'Case' }).check();
  await page.getByRole('textbox', { name: 'Serial number or IMEI (optional)' }).fill('356789012345678');
  await page.getByRole('checkbox', { name: 'The customer agrees to the estimate' }).check();
  if (info) {
    await expectNoAxeViolations(page);
    await saveScreenshot(page, info, 'workshop-walk-in');
  }
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await takePhotosLater(page);
  const heading = page.getByRole('heading', { level: 1, name: /^RO-[2-9A-HJ-NP-Z]{6}$/ });
  await expect(heading).toBeVisible();
  return (await heading.textContent())!;
}

const orderStatus = (page: Page) => page.locator('h1 + .MuiChip-root');

test('an editor checks a walk-in in, prints its slip, moves it to ready and hands it over @desktop', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  await signIn(page.request, 'editor');
  const customer = customerOf(info, 0);
  const reference = await checkInWalkIn(page, customer, info);
  await expect(orderStatus(page)).toHaveText('Received');
  await expect(page.getByText('Cracked top left corner')).toBeVisible();
  await expect(page.getByText('356789012345678')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'workshop-order');

  // The slip: reference, the intake, the QR code of the tracking link the check-in made.
  await page.getByRole('button', { name: 'Print intake slip' }).click();
  await expect(page.getByTestId('slip-reference')).toHaveText(reference);
  await expect(page.getByRole('img', { name: 'QR code of the tracking link' })).toBeVisible();
  await expect(page.getByTestId('slip-link')).toHaveText(/\/track\/[A-Za-z0-9_-]{32}$/);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'workshop-slip');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await saveScreenshot(page, info, 'workshop-slip-print');
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Back to the order' }).click();

  // Only the moves the current state allows are offered.
  const actions = page.getByRole('group', { name: 'Change state' });
  await expect(actions.getByRole('button')).toHaveText(['Start diagnosis', 'Cancel order', 'Unrepairable']);
  // No "ask for approval" by hand: an order awaits approval when a quote is sent (the quotes spec);
  // a repair agreed at check-in starts from diagnosis.
  for (const [action, state] of [
    ['Start diagnosis', 'Diagnosing'],
    ['Start repair', 'In repair'],
    ['Mark ready', 'Ready for pickup'],
  ]) {
    await actions.getByRole('button', { name: action }).click();
    await expect(orderStatus(page)).toHaveText(state);
    await expect(actions.getByRole('button', { name: 'Ask for approval' })).toHaveCount(0);
  }
  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(4);

  // Pickup asks for the reference and the phone's last 4 digits; a wrong pair is refused.
  await actions.getByRole('button', { name: 'Hand over' }).click();
  const dialog = page.getByRole('dialog', { name: `Hand over ${reference}` });
  await dialog.getByRole('textbox', { name: 'Order reference' }).fill(reference.toLowerCase());
  await dialog.getByRole('textbox', { name: 'Last 4 digits of the phone' }).fill('9999');
  await dialog.getByRole('button', { name: 'Confirm pickup' }).click();
  await expect(dialog.getByText('The reference and phone digits do not match this order')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Last 4 digits of the phone' }).fill(customer.last4);
  await dialog.getByRole('button', { name: 'Confirm pickup' }).click();
  await expect(dialog).toBeHidden();
  await expect(orderStatus(page)).toHaveText('Picked up');
  await expect(page.getByText('This order is closed: no further state changes.')).toBeVisible();

  // The board finds it by the phone's digits, with its age: among the closed orders, a filter away
  // from the open ones the board opens on (issue 32 item 2).
  await page.getByRole('link', { name: 'Back to Workshop' }).click();
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Closed (picked up or cancelled)' }).click();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(customer.last4);
  const row = page.locator(`[data-reference="${reference}"]`);
  await expect(row).toContainText(customer.name);
  await expect(row).toContainText(/Checked in \d+ min ago/);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'workshop-board');
});

test('the customer follows the e-mail’s link on a phone and looks the repair up @phone', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const editor = await browser.newContext({ baseURL: info.project.use.baseURL });
  const staff = await editor.newPage();
  await signIn(staff.request, 'editor');
  const customer = customerOf(info, 1);
  const reference = await checkInWalkIn(staff, customer);
  await staff
    .getByRole('group', { name: 'Change state' })
    .getByRole('button', { name: 'Start diagnosis' })
    .click();
  await expect(orderStatus(staff)).toHaveText('Diagnosing');
  await staff.getByRole('textbox', { name: 'Note' }).fill('Internal: customer was rude');
  await staff.getByRole('button', { name: 'Add note' }).click();
  await expect(staff.getByText('Internal: customer was rude')).toBeVisible();
  await editor.close();

  // The receipt's link: the repair's state and timeline, never notes, staff names or prices.
  // Rendered by the server: the repair is in the first HTML, never cached, and the page hydrates
  // with it without asking the API again.
  const path = await trackingPathFromMail(customer.email);
  const apiReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/track/')) apiReads.push(request.url());
  });
  const response = await page.goto(path);
  expect([response?.status(), response?.headers()['cache-control']]).toEqual([200, 'no-store']);
  const html = await response!.text();
  expect(html).toContain(`data-prerendered="${path}"`);
  expect(html).toContain(reference);
  expect(html).toContain('>Diagnosing<');
  await expect(page.getByRole('heading', { level: 1, name: `Repair ${reference}` })).toBeVisible();
  await expect(page.getByTestId('track-status')).toHaveText('Diagnosing');
  await expect(page.getByTestId('track-timeline').getByRole('listitem')).toHaveCount(2);
  await waitForApp(page);
  expect(apiReads).toEqual([]);
  // The reference never breaks at its dash ("RO-" / "ED7NSX"): one line box, at 390 px too.
  const referenceBoxes = await page
    .getByRole('heading', { level: 1 })
    .getByText(reference, { exact: true })
    .evaluate((element) => element.getClientRects().length);
  expect(referenceBoxes).toBe(1);
  const text = await page.getByRole('main').innerText();
  expect(text).not.toContain('customer was rude');
  expect(text).not.toContain('editor');
  expect(text).not.toContain('$');
  expect(text).not.toContain(customer.email);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'track-order');

  // An unknown link: the one not-found page.
  const unknown = await page.goto('/track/not-a-real-token-but-long-enough-aaaa');
  expect([unknown?.status(), unknown?.headers()['cache-control']]).toEqual([404, 'no-store']);
  expect(await unknown!.text()).toContain('Repair Not Found');
  await expect(page.getByRole('heading', { level: 1, name: 'Repair Not Found' })).toBeVisible();
  await waitForApp(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'track-not-found');

  // The look-up form: a wrong pair and the right one (reference without RO-, any case).
  await page.getByRole('link', { name: 'Look up a repair' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Track Your Repair' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Repair reference' }).fill(reference.slice(3).toLowerCase());
  await page.getByRole('textbox', { name: 'Last 4 digits of your phone' }).fill('0000');
  await page.getByRole('button', { name: 'Track repair' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not find a repair' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'track-lookup');
  await page.getByRole('textbox', { name: 'Last 4 digits of your phone' }).fill(customer.last4);
  await page.getByRole('button', { name: 'Track repair' }).click();
  await expect(page).toHaveURL(/\/track\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByTestId('track-status')).toHaveText('Diagnosing');
});

test('a viewer reads the workshop and changes nothing @desktop', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const editor = await browser.newContext({ baseURL: info.project.use.baseURL });
  const staff = await editor.newPage();
  await signIn(staff.request, 'editor');
  const reference = await checkInWalkIn(staff, customerOf(info, 2));
  const orderUrl = staff.url();
  await editor.close();

  await signIn(page.request, 'viewer');
  await page.goto('/admin/workshop');
  await expect(page.getByText('You have read-only access.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check in a walk-in' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(reference);
  await page.getByRole('link', { name: reference }).click();
  await expect(page).toHaveURL(orderUrl);
  await expect(orderStatus(page)).toHaveText('Received');
  await expect(page.getByRole('group', { name: 'Change state' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print intake slip' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add note' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'workshop-order-viewer');
  // The server refuses a viewer's change whatever the page shows.
  const id = orderUrl.split('/').at(-1);
  const refused = await page.request.post(`/api/admin/repair-orders/${id}/status`, {
    data: { to: 'diagnosing' },
  });
  expect(refused.status()).toBe(403);
  await page.goto('/admin/workshop/check-in');
  await expect(page.getByRole('button', { name: 'Check in', exact: true })).toHaveCount(0);
});
