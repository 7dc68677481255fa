import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  closeStaffMenu,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  mailsTo,
  saveScreenshot,
  signIn,
  staffSection,
  staffSections,
  suppressDiscountPopup,
  waitForApp,
} from './helpers';
import { bookRepair, type Slot } from './api-setup';

/**
 * Issue 19: what a customer and the staff do with a booking after it is made. The e-mail's look-up
 * link fills in the reference (defect 7); a booking moves to another time from the look-up page in
 * one step (reschedule), and the reminder's links open the move or the cancel; editors close days
 * (closed days); the staff bar and the question before a final status change (staff navigation).
 * Both projects run at once on one server: each test makes its own bookings.
 */

/** The e-mails sent to `email` whose subject line contains `subject`. */
const mailsAbout = (email: string, subject: string): string[] =>
  mailsTo(email).filter((raw) => raw.includes(subject));

/** Books through the public API in the middle of a day (see bookRepair): its reference, e-mail and slot. */
async function book(request: APIRequestContext, testInfo: TestInfo, tag: string) {
  const email = `${tag}-${testInfo.project.name}-${Date.now()}@example.com`;
  const { reference, slot } = await bookRepair(
    request,
    { firstName: 'Remy', lastName: 'Mover', phone: '(217) 555-0144', email },
    {
      deviceBrand: 'Apple',
      deviceModel: 'iphone-15-pro',
      estimatedPrice: 1,
      estimatedDuration: 1,
    },
  );
  return { reference, email, slot };
}

async function seeToast(page: Page, title: string, message?: string | RegExp): Promise<void> {
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  const toast = region.getByRole('status').or(region.getByRole('alert')).filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (message) await expect(toast).toContainText(message);
}

async function findBooking(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Find Booking' }).click();
}

test.skip(Boolean(process.env.E2E_BASE_URL), 'reads the e-mail files of the local e2e server');

test.beforeEach(async ({ page }) => {
  await suppressDiscountPopup(page);
});

test("the confirmation e-mail's link fills in the reference; the booking moves to another time in one step @phone", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const booking = await book(page.request, info, 'mover');

  // Defect 7: the link of the confirmation e-mail opens the look-up page with the reference filled in.
  await expect
    .poll(() => mailsAbout(booking.email, 'Your repair appointment').length, { timeout: 20_000 })
    .toBe(1);
  const link = /(https?:\/\/\S+\/booking\?reference=RB-[0-9A-Z]+)/.exec(
    mailsAbout(booking.email, 'Your repair appointment')[0],
  )?.[1];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await waitForApp(page);
  await expect(page.getByRole('textbox', { name: 'Booking reference' })).toHaveValue(booking.reference);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await findBooking(page, booking.email);
  await expect(page.getByRole('heading', { name: `Booking ${booking.reference}` })).toBeVisible();

  // Reschedule: pick another day and time, one Move.
  await page.getByRole('button', { name: 'Move to Another Time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move your appointment' });
  await expect(dialog).toBeVisible();
  const days = dialog.getByRole('group', { name: 'Day' }).getByRole('button', { disabled: false });
  await expect(days.first()).toBeVisible();
  await expectNoAxeViolations(page);
  // The dialog as the customer sees it (full screen on a phone): the viewport, not the whole page.
  await page.screenshot({
    path: info.outputPath(`booking-reschedule-dialog-${info.project.name}.png`),
    animations: 'disabled',
  });
  // Another day than the booking's, its last free time (away from the other tests' slots).
  const label = new Date(`${booking.slot.date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  await days.filter({ hasNotText: label }).last().click();
  const times = dialog.getByRole('button', { name: /^\d{1,2}:\d{2} [AP]M$/, disabled: false });
  await times.last().click();
  const move = dialog.getByRole('button', { name: /^Move to / });
  const target = (await move.textContent())!.replace('Move to ', '');
  await move.click();
  await seeToast(page, 'Appointment Moved', /Your appointment is now on/);
  await expect(dialog).toBeHidden();
  const [newDate, newTime] = target.split(' at ');
  const details = page.getByRole('main');
  await expect(details).toContainText(newDate);
  await expect(details).toContainText(newTime);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'booking-rescheduled');
  // The e-mail with the new time, and the calendar file that replaces the old one.
  await expect.poll(() => mailsAbout(booking.email, 'is moved to').length, { timeout: 20_000 }).toBe(1);
  expect(mailsAbout(booking.email, 'is moved to')[0]).toContain(
    `Your appointment ${booking.reference} is moved from`,
  );
  const ics = await page.request.post(`/api/appointments/${booking.reference}/ics`, {
    data: { email: booking.email },
  });
  expect(await ics.text()).toContain('SEQUENCE:1');
  // The old slot is free again.
  const { slots } = (await (await page.request.get('/api/appointments/availability')).json()) as {
    slots: Slot[];
  };
  expect(slots.find((s) => s.start === booking.slot.start)?.available).toBe(true);
});

test("the reminder's links open the move or the cancel once the booking is found", async ({ page }, info) => {
  test.setTimeout(90_000);
  const booking = await book(page.request, info, 'reminded');
  await page.goto(`/booking?reference=${booking.reference}&action=reschedule`);
  await waitForApp(page);
  await findBooking(page, booking.email);
  const move = page.getByRole('dialog', { name: 'Move your appointment' });
  await expect(move).toBeVisible();
  await move.getByRole('button', { name: 'Keep Current Time' }).click();
  await expect(move).toBeHidden();

  await page.goto(`/booking?reference=${booking.reference}&action=cancel`);
  await waitForApp(page);
  await findBooking(page, booking.email);
  const cancel = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(cancel).toBeVisible();
  await expectNoAxeViolations(page);
  await cancel.getByRole('button', { name: 'Yes, Cancel Appointment' }).click();
  await seeToast(page, 'Appointment Cancelled');
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Move to Another Time' })).toHaveCount(0);
});

test('staff: the staff bar, closed days, and a way back to the dashboard on every staff page @desktop', async ({
  page,
}, info) => {
  // Eleven pages through the phone's menu and four axe scans (up to 9 s each on a loaded 2-core
  // machine): measured 2.0 min at load 8, so 120 s failed there.
  test.setTimeout(240_000);
  await signIn(page.request, 'editor');
  await page.goto('/admin');
  const bar = page.getByRole('navigation', { name: 'Staff' });
  await expect(bar).toBeVisible();
  const sections = await staffSections(page);
  await expect(sections.within.getByRole(sections.role, { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sections.within.getByRole(sections.role)).toHaveText([
    'Dashboard',
    'Appointments',
    'Workshop',
    'Parts',
    'Closed Days',
    'Customers',
    'Cash-up',
    'Reports',
    'Pricing',
    'Device Models',
    'Service Types',
  ]);
  await expectNoAxeViolations(page);
  if (sections.role === 'menuitem') {
    // Issue 32 item 10: on a phone the bar is one row (the menu and Sign out), not ten tabs.
    await saveScreenshot(page, info, 'staff-menu-open', { fullPage: false });
    await closeStaffMenu(page);
    expect((await bar.boundingBox())!.height).toBeLessThan(56);
  }
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'staff-dashboard');

  // Every staff page has the bar and a link back to the dashboard.
  for (const [name, heading] of [
    ['Appointments', 'Appointments'],
    ['Workshop', 'Workshop'],
    ['Customers', 'Customers'],
    ['Pricing', 'Retail Pricing'],
    ['Device Models', 'Device Models'],
    ['Service Types', 'Service Types'],
    ['Reports', 'Reports'],
    ['Closed Days', 'Closed Days'],
  ] as const) {
    await (await staffSection(page, name)).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const here = await staffSection(page, name);
    await expect(here).toHaveAttribute('aria-current', 'page');
    if (sections.role === 'menuitem') await closeStaffMenu(page);
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  }

  // Closed days: a day past the booking window (one per project and run), its reason, then open again.
  await expectNoAxeViolations(page);
  const offset = 40 + Math.floor(Math.random() * 300) + (info.project.name === 'mobile' ? 0 : 400);
  const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'Day' }).fill(day);
  await page.getByRole('textbox', { name: 'Reason' }).fill('Stock-taking');
  await page.getByRole('button', { name: 'Close Day' }).click();
  await seeToast(page, 'Day closed', 'no bookings to call');
  const closed = page
    .getByRole('region', { name: /: Stock-taking$/ })
    .filter({ hasText: 'Closed by editor' });
  await expect(closed.first()).toBeVisible();
  await expect(closed.first()).toContainText('No bookings on this day.');
  // Issue 41: its 'Open Again' button's name holds its visible label (label-content-name-mismatch).
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'staff-closed-days');
  await closed
    .first()
    .getByRole('button', { name: /^Open Again: / })
    .click();
  await seeToast(page, 'Day open again');

  // Sign out from the bar: the page asks for a sign-in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await seeToast(page, 'Logged out', 'You have been successfully logged out');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff' })).toHaveCount(0);
});

test('staff, viewer: closed days are listed read-only', async ({ page }, info) => {
  await signIn(page.request, 'viewer');
  await page.goto('/admin/closed-days');
  await expect(page.getByRole('heading', { level: 1, name: 'Closed Days' })).toBeVisible();
  await expect(
    page.getByText('You have read-only access. Only editors can close or open days.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Day' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'staff-closed-days-viewer');
});
