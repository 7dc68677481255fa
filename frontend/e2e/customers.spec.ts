// Issue 31, customers as records (counter spec 1): an editor finds a customer by a phone number typed
// differently, opens their page and corrects an e-mail; a walk-in's check-in offers the existing
// customer found by phone. Each project books its own customer (a phone of its own), side by side.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  saveScreenshot,
  signIn,
  takePhotosLater,
} from './helpers';
import { bookRepair } from './api-setup';

interface Person {
  firstName: string;
  lastName: string;
  /** As the customer typed it when booking. */
  phone: string;
  /** The same number as staff type it: another format, with the +1. */
  phoneTypedOtherwise: string;
  email: string;
}

/** A customer of this run and project: a phone and e-mail nobody else has. */
function personOf(info: TestInfo): Person {
  const four = String(1000 + Math.floor(Math.random() * 9000));
  const area = info.project.name === 'desktop' ? '312' : '773';
  return {
    firstName: 'Rita',
    lastName: `Record${four}${info.project.name === 'desktop' ? 'D' : 'M'}`,
    phone: `(${area}) 555-${four}`,
    phoneTypedOtherwise: `+1 ${area}.555.${four}`,
    email: `rita.${four}.${info.project.name}@example.com`,
  };
}

/** Books a repair for `person` through the public API: its reference. */
async function book(request: APIRequestContext, person: Person): Promise<string> {
  const { firstName, lastName, phone, email } = person;
  return (await bookRepair(request, { firstName, lastName, phone, email })).reference;
}

async function seeToast(page: Page, title: string): Promise<void> {
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)' }).getByText(title, { exact: true }),
  ).toBeVisible();
}

test('an editor finds a customer by a phone number typed differently, opens their page and corrects the e-mail @desktop', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const person = personOf(info);
  const reference = await book(page.request, person);
  await signIn(page.request, 'editor');

  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(person.phoneTypedOtherwise);
  await expect(page.getByRole('status').filter({ hasText: /^1 customer found$/ })).toBeVisible();
  const name = `${person.firstName} ${person.lastName}`;
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'customers-search');

  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const bookings = page.getByRole('region', { name: 'Bookings' });
  await expect(bookings).toContainText(reference);
  await expect(page.getByRole('region', { name: 'Contact details' })).toContainText(person.email);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'customer-page');

  const corrected = person.email.replace('rita.', 'rita.new.');
  await page.getByRole('button', { name: 'Correct details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct contact details' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(corrected);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'customer-correct-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Contact details corrected');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Contact details' })).toContainText(corrected);
  const history = page.getByRole('region', { name: 'Corrections' });
  await expect(history).toContainText(`E-mail: ${person.email} → ${corrected}`);
  await expect(history).toContainText('editor');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, info, 'customer-page-corrected');

  // The corrected e-mail finds them from now on.
  await page.goto('/admin/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(corrected);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
});

test("a walk-in's check-in offers the existing customer found by phone before a new record is made @phone", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const person = personOf(info);
  await book(page.request, person);
  await signIn(page.request, 'editor');

  await page.goto('/admin/workshop/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-in Check-in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).fill(person.phoneTypedOtherwise);
  const offer = page.getByRole('status').filter({ hasText: 'Existing customer' });
  await expect(offer).toContainText(`${person.firstName} ${person.lastName}`);
  await expect(offer).toContainText('Found by phone number');
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await offer.scrollIntoViewIfNeeded();
  await saveScreenshot(page, info, 'walk-in-offer', { fullPage: false });

  await offer.getByRole('button', { name: 'Use these details' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(
    `${person.firstName} ${person.lastName}`,
  );
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(person.email);
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(person.phone);
  await expect(page.getByRole('status').filter({ hasText: 'an existing customer' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Name' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, info, 'walk-in-offer-used', { fullPage: false });

  // Checked in: the order is on the customer's page, one record.
  await page.getByRole('combobox', { name: 'Device model' }).fill('iPhone 15 Pro Max');
  await page.getByRole('option', { name: 'iPhone 15 Pro Max' }).click();
  await page.getByRole('checkbox', { name: 'Screen Repair' }).check();
  await page.getByRole('radiogroup', { name: 'Screen' }).getByRole('radio', { name: 'Damaged' }).check();
  await page.getByRole('radiogroup', { name: 'Powers on' }).getByRole('radio', { name: 'OK' }).check();
  await page.getByRole('checkbox', { name: 'The customer agrees to the estimate' }).check();
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await takePhotosLater(page);
  const heading = page.getByRole('heading', { level: 1, name: /^RO-[2-9A-HJ-NP-Z]{6}$/ });
  await expect(heading).toBeVisible();
  const order = (await heading.textContent())!;
  const found = await page.request.get(`/api/admin/customers?q=${encodeURIComponent(person.email)}`);
  const [customer] = ((await found.json()) as { items: { id: string }[] }).items;
  await page.goto(`/admin/customers/${customer.id}`);
  await expect(page.getByRole('region', { name: 'Repair orders' })).toContainText(order);
  await expect(page.getByRole('region', { name: 'Bookings' }).getByRole('listitem')).toHaveCount(1);
});
