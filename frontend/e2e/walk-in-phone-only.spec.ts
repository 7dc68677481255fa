// Issue 41, walk-ins without e-mail: a walk-in who gives a phone only is checked in and handed over
// with nothing e-mailed to them, the order page saying so plainly with the number to call; an
// address added to their customer record later lets the tracking link be sent.
import { expect, test } from '@playwright/test';
import { walkIn } from './api-setup';
import {
  expectNoAxeViolations,
  mailsTo,
  saveScreenshotsAtBothWidths,
  signIn,
  takePhotosLater,
} from './helpers';

test('a walk-in with a phone only is checked in and picked up with nothing e-mailed; an address added to their record later lets the tracking link be sent @phone', async ({
  page,
}, info) => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'reads the e-mail files of the local e2e server');
  test.setTimeout(150_000);
  await signIn(page.request, 'editor');
  const customer = { name: 'Phoebe Phoneonly', phone: '(217) 555-7101' };

  // The walk-in form: the e-mail is optional, and says what happens without one.
  await page.goto('/admin/workshop');
  await page.getByRole('link', { name: 'Check in a walk-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-in Check-in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(customer.name);
  await page.getByRole('textbox', { name: 'Phone' }).fill('217.555.7101');
  const email = page.getByRole('textbox', { name: 'Email (optional)' });
  await expect(email).not.toHaveAttribute('required');
  await expect(
    page.getByText('Without one, nothing is e-mailed: the printed slip carries the tracking link.'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Device model' }).fill('iPhone 15 Pro Max');
  await page.getByRole('option', { name: 'iPhone 15 Pro Max' }).click();
  await page.getByRole('checkbox', { name: 'Screen Repair' }).check();
  await page.getByRole('radiogroup', { name: 'Screen' }).getByRole('radio', { name: 'Damaged' }).check();
  await page.getByRole('checkbox', { name: 'The customer agrees to the estimate' }).check();
  await expectNoAxeViolations(page);
  await saveScreenshotsAtBothWidths(page, info, 'walk-in-form-phone-only');
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await takePhotosLater(page);
  const heading = page.getByRole('heading', { level: 1, name: /^RO-[2-9A-HJ-NP-Z]{6}$/ });
  await expect(heading).toBeVisible();
  const reference = (await heading.textContent())!;

  // The order says it plainly, with the number to call; the tracking link cannot be e-mailed.
  const notice = page.getByRole('alert').filter({ hasText: 'No e-mail: call the customer at' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: customer.phone })).toHaveAttribute('href', 'tel:2175557101');
  const emails = page.getByRole('region', { name: 'E-mails to the customer' });
  await expect(emails.getByText('No e-mail address: the tracking link cannot be e-mailed.')).toBeVisible();
  await expect(emails.getByRole('button', { name: /Send the tracking link/ })).toHaveCount(0);
  await expect(emails.getByText('No e-mail about this order yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer', exact: true })).toContainText(
    'None given: no e-mail is sent',
  );
  await expectNoAxeViolations(page);
  await saveScreenshotsAtBothWidths(page, info, 'order-no-email');

  // Repaired and handed over, paid at the counter: still nothing e-mailed (no ready, no receipt).
  const actions = page.getByRole('group', { name: 'Change state' });
  for (const [action, state] of [
    ['Start diagnosis', 'Diagnosing'],
    ['Start repair', 'In repair'],
    ['Mark ready', 'Ready for pickup'],
  ]) {
    await actions.getByRole('button', { name: action }).click();
    await expect(page.locator('h1 + .MuiChip-root')).toHaveText(state);
  }
  await actions.getByRole('button', { name: 'Hand over' }).click();
  const handOver = page.getByRole('dialog', { name: `Hand over ${reference}` });
  await handOver.getByRole('textbox', { name: 'Order reference' }).fill(reference);
  await handOver.getByRole('textbox', { name: 'Last 4 digits of the phone' }).fill('7101');
  await handOver.getByRole('button', { name: 'Confirm pickup' }).click();
  await expect(handOver).toBeHidden();
  await expect(page.locator('h1 + .MuiChip-root')).toHaveText('Picked up');
  await expect(page.getByRole('link', { name: /^Receipt \d{4}-\d{6}/ }).first()).toBeVisible();
  await page.reload();
  await expect(emails.getByText('No e-mail about this order yet.')).toBeVisible();
  await expect(notice).toHaveCount(0);

  // They come back with another device, still by phone; this time they give an address, which
  // staff add to their record: the open order takes it and the tracking link can be sent.
  const second = await walkIn(page.request, customer, { model: 'iphone-15-pro' });
  await page.goto(`/admin/workshop/${second.id}`);
  await notice.getByRole('link', { name: 'Add an e-mail to their record' }).click();
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact).toContainText('None given: nothing is e-mailed to them');
  await saveScreenshotsAtBothWidths(page, info, 'customer-no-email');
  await contact.getByRole('button', { name: 'Add an e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct contact details' });
  const address = `phoebe-${Date.now()}@example.com`;
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(address);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(contact.getByRole('link', { name: address })).toBeVisible();
  await expect(contact.getByRole('button', { name: 'Add an e-mail' })).toHaveCount(0);

  await page.goto(`/admin/workshop/${second.id}`);
  await expect(page.getByRole('heading', { level: 1, name: second.reference })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Customer', exact: true }).getByRole('link', { name: address }),
  ).toBeVisible();
  await emails.getByRole('button', { name: 'Send the tracking link' }).click();
  await expect(page.getByText(`To ${address}`).first()).toBeVisible();
  await expect
    .poll(() => mailsTo(address).find((raw) => /\/track\/[A-Za-z0-9_-]{32}/.test(raw)) ?? '', {
      timeout: 20_000,
    })
    .toContain(second.reference);
  await saveScreenshotsAtBothWidths(page, info, 'order-email-added');
});
