import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  fillContact,
  saveScreenshot,
  waitForApp,
} from './helpers';

interface Slot {
  start: string;
  date: string;
  time: string;
  available: boolean;
}

/**
 * The two projects (mobile, desktop) run at once against one server: each uses its own days of the
 * booking window so they never compete for a slot. Day index by project and purpose.
 */
function dayFor(testInfo: TestInfo, purpose: 'walk' | 'taken' | 'lookup'): number {
  const base = { walk: 0, taken: 2, lookup: 4 }[purpose];
  return base + (testInfo.project.name === 'desktop' ? 1 : 0);
}

async function slotsOfDay(request: APIRequestContext, dayIndex: number): Promise<Slot[]> {
  const res = await request.get('/api/appointments/availability');
  expect(res.ok()).toBe(true);
  const { slots } = (await res.json()) as { slots: Slot[] };
  const days = [...new Set(slots.map((s) => s.date))];
  return slots.filter((s) => s.date === days[dayIndex] && s.available);
}

async function bookByApi(request: APIRequestContext, slot: Slot, email: string): Promise<string> {
  const res = await request.post('/api/appointments', {
    data: {
      appointmentDate: slot.start,
      appointmentType: 'repair',
      deviceBrand: 'Samsung',
      deviceModel: 'galaxy-s24',
      repairServices: ['battery'],
      estimatedPrice: 5900,
      estimatedDuration: 60,
      customerFirstName: 'Api',
      customerLastName: 'Booker',
      customerPhone: '(555) 555-0100',
      customerEmail: email,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}

/** Brand → model → services → time step, choosing the day with index `dayIndex`. */
async function walkToTime(page: Page, dayIndex: number) {
  await page.goto('/book-appointment');
  await expect(page.getByRole('heading', { name: 'Choose your device brand' })).toBeVisible();
  await page.getByRole('link', { name: 'Apple' }).click();
  await expect(page).toHaveURL(/step=model&brand=Apple/);
  await page.getByRole('link', { name: 'iPhone 15 Pro', exact: true }).click();
  await expect(page).toHaveURL(/step=services/);
  await page.getByLabel(/Screen Repair/).check();
  await page.getByRole('button', { name: 'Continue to Schedule' }).click();
  await expect(page).toHaveURL(/step=time/);
  const days = page.getByRole('group', { name: 'Day' }).getByRole('button');
  await days.nth(dayIndex).click();
}

test.describe('booking wizard', () => {
  test('walks the whole wizard and books', async ({ page }, testInfo) => {
    test.setTimeout(150_000); // four axe scans on a shared 2-core machine
    await page.goto('/book-appointment');
    await expect(page.getByRole('button', { name: /Motorola/ })).toBeDisabled();
    await expect(page.getByText('Coming Soon')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Apple' }).click();
    await expect(page.getByRole('button', { name: /iPhone 17 Pro Max/ })).toBeDisabled();
    await page.getByRole('link', { name: 'iPhone 15 Pro', exact: true }).click();

    // Services: Continue to Schedule only once a service is chosen; estimate per spec 9.
    await expect(page.getByRole('button', { name: 'Continue to Schedule' })).toHaveCount(0);
    await page.getByLabel(/Screen Repair/).check();
    await page.getByLabel(/Battery Replacement/).check();
    await expect(page.getByText('Estimated duration: 80 minutes')).toBeVisible();
    await expect(page.getByText('Estimated price: $ Soon')).toBeVisible();
    await page.getByLabel(/Water Treatment/).check();
    await expect(page.getByText('Estimated duration: 25 hours')).toBeVisible(); // 20 + 60 + 1440 minutes, rounded hours
    await page.getByLabel(/Water Treatment/).uncheck();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to Schedule' }).click();

    // Time: picking a slot moves straight on.
    const dayIndex = dayFor(testInfo, 'walk');
    await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(dayIndex).click();
    await expectNoAxeViolations(page);
    await page
      .getByRole('list')
      .getByRole('button')
      .filter({ hasNot: page.locator('[disabled]') })
      .first()
      .click();
    await expect(page).toHaveURL(/step=customer/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/step=customer/); // all four fields are required
    // A long address (issue 32 item 10b: it was cut off on a phone's confirm step).
    const email = `walk${testInfo.project.name}jonathanalexanderworthingtonsmythe@longdomainexample.com`;
    await fillContact(page, email);

    await expect(page).toHaveURL(/step=confirmation/);
    await expect(page.getByText('iPhone 15 Pro')).toBeVisible();
    // All of it readable: wrapped inside its card, none of it past the card's edge.
    const shown = page.getByRole('definition').filter({ hasText: 'longdomainexample.com' });
    await expect(shown).toHaveText(email);
    const inside = await shown.evaluate((dd) => {
      const card = dd.closest('.MuiPaper-root')!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(dd);
      const text = range.getBoundingClientRect();
      return text.left >= card.left && text.right <= card.right && dd.scrollWidth <= dd.clientWidth;
    });
    expect(inside).toBe(true);
    await expect(page.getByLabel('Discount code')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, testInfo, 'booking-confirmation');
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByText('Appointment Booked!')).toBeVisible();
    await expect(
      page
        .getByText(
          "Your appointment has been successfully scheduled. You'll receive a confirmation email shortly.",
        )
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(/^RB-[2-9A-HJKMNP-Z]{6}$/);
    await expect(page).toHaveURL(/step=confirmed&ref=RB-/);
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Another Appointment' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'booking-confirmed');
    await page.getByRole('button', { name: 'Book Another Appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your device brand' })).toBeVisible();
  });

  test('Back goes one step, the URL keeps the place through reloads and the browser back button', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto('/book-appointment');
    // The history checked below is the app's own: wait for it to run (a tap on the server-rendered
    // first step before then is a page load of its own, chrome.spec.ts checks that case).
    await waitForApp(page);
    await page.getByRole('link', { name: 'Samsung' }).click();
    await page.getByRole('link', { name: 'Galaxy S24', exact: true }).click();
    await page.getByLabel(/Battery Replacement/).check();
    await page.reload();
    await expect(page.getByLabel(/Battery Replacement/)).toBeChecked();
    await expect(page.getByRole('heading', { name: 'What needs fixing on your Galaxy S24?' })).toBeVisible();

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/step=model&brand=Samsung/);
    await page.goBack();
    await expect(page).toHaveURL(/step=brand|book-appointment$/);
    await page.goForward();
    await expect(page).toHaveURL(/step=model/);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Choose your device brand' })).toBeVisible();
    // From the first step, Back leaves the wizard.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).not.toHaveURL(/book-appointment/);
  });

  test('a slot taken meanwhile sends the visitor back to pick another time', async ({
    page,
    request,
  }, testInfo) => {
    const dayIndex = dayFor(testInfo, 'taken');
    await walkToTime(page, dayIndex);
    const slot = (await slotsOfDay(request, dayIndex))[0];
    await page
      .getByRole('list')
      .getByRole('button')
      .filter({ hasNot: page.locator('[disabled]') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`slot=${encodeURIComponent(slot.start).replace(/\./g, '\\.')}`));
    await fillContact(page, `taken-${testInfo.project.name}@example.com`);
    await expect(page).toHaveURL(/step=confirmation/);

    await bookByApi(request, slot, `rival-${testInfo.project.name}@example.com`);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByText('Time No Longer Available')).toBeVisible();
    await expect(page).toHaveURL(/step=time/);
    await expect(page.getByText('the time you chose was just booked by someone else')).toBeVisible();
    await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(dayIndex).click();
    await expect(page.getByRole('list').getByRole('button').first()).toBeDisabled();
    await expect(page.getByRole('list').getByRole('button').first()).toHaveAccessibleName(/taken/);
  });
});

test.describe('managing a booking', () => {
  test('looks a booking up, downloads it as .ics and cancels it', async ({ page, request }, testInfo) => {
    const email = `manage-${testInfo.project.name}@example.com`;
    const slot = (await slotsOfDay(request, dayFor(testInfo, 'lookup')))[0];
    const reference = await bookByApi(request, slot, email);

    await page.goto('/booking');
    await page.getByLabel('Booking reference').fill(reference);
    await page.getByRole('textbox', { name: 'Email' }).fill('wrong@example.com');
    await page.getByRole('button', { name: 'Find Booking' }).click();
    await expect(page.getByText('We could not find a booking with that reference and e-mail.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find Booking' }).click();
    await expect(page.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible();
    await expect(page.getByTestId('booking-status')).toHaveText('Scheduled');
    await expect(page.getByText('Battery Replacement')).toBeVisible();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to Calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`booking-${reference}.ics`);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toMatch(/DTSTART;TZID=America\/Chicago:\d{8}T\d{6}/);

    await page.getByRole('button', { name: 'Cancel Appointment', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep Appointment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('booking-status')).toHaveText('Scheduled');
    await page.getByRole('button', { name: 'Cancel Appointment', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes, Cancel Appointment' }).click();
    await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel Appointment', exact: true })).toHaveCount(0);

    // The slot is free again.
    expect((await slotsOfDay(request, dayFor(testInfo, 'lookup'))).some((s) => s.start === slot.start)).toBe(
      true,
    );
  });
});
