// Issue 41: an owner adds a person and e-mails them a one-time sign-in link instead of telling them
// a password; the person opens the link in a browser of their own, chooses their password and is
// signed in; the same link then says plainly that it was used. The audit list says who sent it.
import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  mailsTo,
  saveScreenshotsAtBothWidths,
  signIn,
} from './helpers';

test('an owner e-mails a new person a one-time link; they set their own password and are signed in @desktop', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const username = `robin-${stamp}`;
  const name = `Robin Link ${stamp}`;
  const email = `robin-${stamp}@example.com`;

  await signIn(page.request, 'owner');
  await page.goto('/admin/staff');
  const form = page.getByRole('form', { name: 'Add a person' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('combobox', { name: 'Role', exact: true }).selectOption('viewer');
  await form.getByRole('radio', { name: 'E-mail them a one-time link' }).check();
  await expect(form.getByRole('textbox', { name: 'First password' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Their e-mail address' }).fill(email);
  await saveScreenshotsAtBothWidths(page, info, 'h41-staff-add-with-link');
  await form.getByRole('button', { name: 'Add person and send link' }).click();
  await expect(
    page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Person added' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText(
    `owner sent a sign-in link to ${username}`,
  );
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await saveScreenshotsAtBothWidths(page, info, 'h41-staff-accounts');

  // The e-mail, written by the outbox worker, holds the link (its token in the fragment).
  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(email).find((raw) => raw.includes('Your staff account at'));
        link = /https?:\/\/\S+\/admin\/welcome#[A-Za-z0-9_-]{43}/.exec(mail ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  const path = new URL(link).pathname + new URL(link).hash;

  // The person, in a browser of their own, opens it: welcomed by name, sets a password, is signed in.
  const personContext = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: page.viewportSize()!,
  });
  const person = await personContext.newPage();
  await person.goto(path);
  await expect(person.getByRole('heading', { level: 1, name: 'Set Your Password' })).toBeVisible();
  await expect(person.getByText(`Welcome, ${name}. Your username is ${username}.`)).toBeVisible();
  // The token leaves the address bar at once.
  expect(new URL(person.url()).hash).toBe('');
  await expectNoAxeViolations(person);
  await saveScreenshotsAtBothWidths(person, info, 'h41-sign-in-link-page');
  const password = `robins-own-password-${stamp}`;
  await person.getByLabel('New password').fill(password);
  await person.getByLabel('Repeat the password').fill(`${password}-typo`);
  await person.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(person.getByText('The two passwords differ')).toBeVisible();
  await person.getByLabel('Repeat the password').fill(password);
  await person.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(person.getByRole('navigation', { name: 'Staff' })).toBeVisible();
  await expect(person.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  expect((await person.request.get('/api/admin/me')).status()).toBe(200);

  // The same link again: a plain message, no form.
  await person.goto(path);
  await expect(person.getByText('This link was used or has expired.')).toBeVisible();
  await expect(person.getByLabel('New password')).toHaveCount(0);
  await expectNoAxeViolations(person);
  await saveScreenshotsAtBothWidths(person, info, 'h41-sign-in-link-used');
  await personContext.close();

  // The owner's audit list: the person set their own password with the link.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText(
    `${username} set a new password for ${username} with a sign-in link`,
  );
});
