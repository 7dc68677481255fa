// Issue 41, staff accounts on screen: an owner adds a clerk; the clerk signs in with their own
// password in another browser and takes a payment that the cash-up credits to them; the owner
// disables the clerk and the clerk's open session ends at once; the last owner cannot be demoted.
import { expect, test, type Page } from '@playwright/test';
import { walkIn } from './api-setup';
import { expectNoAxeViolations, expectNoHorizontalOverflow, saveScreenshot, signIn } from './helpers';

const toast = (page: Page, title: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: title });

test('an owner adds a clerk, who takes a payment credited to them; disabling the clerk ends their session at once', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const username = `casey-${info.project.name}`;
  const name = `Casey Clerk ${info.project.name}`;
  const password = `casey-${info.project.name}-own-password`;

  // The owner adds the clerk on the staff accounts screen.
  await signIn(page.request, 'owner');
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Accounts' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a person' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor');
  await form.getByLabel('First password').fill(password);
  await form.getByRole('button', { name: 'Add person' }).click();
  await expect(toast(page, 'Person added')).toBeVisible();
  const card = page.getByRole('region', { name });
  await expect(card).toContainText(username);
  await expect(card).toContainText('Never signed in');

  // The clerk, in a browser of their own, signs in with their own password.
  const clerkContext = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: page.viewportSize()!,
  });
  const clerk = await clerkContext.newPage();
  await clerk.goto('/admin');
  await clerk.getByLabel('Username').fill(username);
  await clerk.getByLabel('Password').fill(password);
  await clerk.getByRole('button', { name: 'Login' }).click();
  await expect(clerk.getByRole('navigation', { name: 'Staff' })).toBeVisible();

  // ...checks a walk-in in and takes a payment at the counter.
  const order = await walkIn(clerk.request, {
    name: `Pat Payer ${info.project.name}`,
    phone: info.project.name === 'desktop' ? '(217) 555-4122' : '(217) 555-4111',
    email: `pat-payer-${info.project.name}@example.com`,
  });
  await clerk.goto(`/admin/workshop/${order.id}`);
  const pay = clerk.getByRole('form', { name: 'Take a payment' });
  await pay.getByRole('textbox', { name: 'Amount ($)' }).fill('25');
  await pay.getByRole('button', { name: 'Cash' }).click();
  await pay.getByRole('button', { name: 'Take $25.00' }).click();
  await expect(clerk.getByTestId('balance-paid')).toHaveText('$25.00');

  // The cash-up credits the payment to the clerk, by their own username.
  await clerk.goto('/admin/cash-up');
  const byStaff = clerk.getByRole('table', { name: 'Staff member' });
  await expect(byStaff.getByRole('row').filter({ hasText: username })).toContainText('$25.00');

  // The owner sees the clerk's sign-in, then disables them.
  await page.reload();
  await expect(card).toContainText('Last sign-in:');
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, info, 'staff-accounts');
  await card.getByRole('button', { name: `Disable ${name}` }).click();
  await expect(toast(page, 'Account changed')).toBeVisible();
  await expect(card).toContainText('Disabled');

  // The clerk's open session ended at once: the next thing they do asks them to sign in.
  await clerk.reload();
  await expect(clerk.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  expect((await clerk.request.get('/api/admin/me')).status()).toBe(401);
  await clerkContext.close();

  // The audit list says who did what.
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText(`owner disabled ${username}`);
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText(
    `owner added ${username} as editor`,
  );

  // The last active owner cannot be demoted: the server refuses (409) and the role stays.
  const ownerCard = page.getByRole('region', { name: /\(you\)$/ });
  await ownerCard.getByRole('combobox', { name: /^Role of / }).selectOption('editor');
  await expect(toast(page, 'Account not changed')).toContainText('last active owner');
  await expect(ownerCard.getByRole('combobox', { name: /^Role of / })).toHaveValue('owner');
});
