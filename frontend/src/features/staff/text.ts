import type { StaffChangeAction, StaffRole } from '../../api/staff';

/** The words of the staff accounts screen (issue 41). */
export const STAFF_ACCOUNTS_TEXT = {
  title: 'Staff Accounts',
  subtitle:
    'Who can sign in to the back office and what each may do. Give everyone their own account, so the cash-up and every record say who did it.',
  loading: 'Loading staff accounts',
  loadFailed: 'Unable to load the staff accounts',
  signedOut: 'Sign in as an owner to manage staff accounts.',
  notOwner: 'Only an owner can see and change staff accounts.',
  roles: {
    viewer: 'Viewer (sees, changes nothing)',
    editor: 'Editor (runs the shop)',
    owner: 'Owner (also manages staff)',
  } satisfies Record<StaffRole, string>,
  roleName: { viewer: 'Viewer', editor: 'Editor', owner: 'Owner' } satisfies Record<StaffRole, string>,
  add: {
    title: 'Add a person',
    name: 'Name',
    username: 'Username',
    usernameHelp: 'What they sign in with: 3 to 64 letters, digits, dots, dashes or underscores',
    role: 'Role',
    how: 'How they get in',
    howPassword: 'Tell them a password',
    howLink: 'E-mail them a one-time link',
    password: 'First password',
    passwordHelp: 'At least 12 characters. Tell it to them in person; they can be given a new one here.',
    email: 'Their e-mail address',
    emailHelp:
      'A link that works once, for 3 days: they choose their own password and are signed in. The address is not kept.',
    submit: 'Add person',
    submitLink: 'Add person and send link',
    adding: 'Adding…',
    added: 'Person added',
    addedMessage: (name: string, username: string) => `${name} can now sign in as ${username}.`,
    addedLinkMessage: (name: string, username: string) =>
      `${name} (${username}) gets an e-mail with a sign-in link; it works once, for 3 days.`,
    failed: 'Person not added',
  },
  list: 'Accounts',
  you: '(you)',
  active: 'Active',
  disabled: 'Disabled',
  lastSignIn: (when: string) => `Last sign-in: ${when}`,
  neverSignedIn: 'Never signed in',
  roleOf: (name: string) => `Role of ${name}`,
  disable: 'Disable',
  enable: 'Enable',
  disableWho: (name: string) => `Disable ${name}`,
  enableWho: (name: string) => `Enable ${name}`,
  setPassword: 'Set password',
  setPasswordWho: (name: string) => `Set password of ${name}`,
  changed: 'Account changed',
  changedRole: (name: string, role: StaffRole) => `${name} is now ${role === 'owner' ? 'an' : 'a'} ${role}.`,
  changedDisabled: (name: string) => `${name} is disabled: they were signed out and cannot sign in.`,
  changedEnabled: (name: string) => `${name} can sign in again.`,
  changeFailed: 'Account not changed',
  genericFailure: 'An error occurred while saving. Please try again.',
  password: {
    title: (name: string) => `New password for ${name}`,
    intro: 'Their open sessions end; tell them the new password in person.',
    label: 'New password',
    help: 'At least 12 characters',
    save: 'Set password',
    cancel: 'Cancel',
    saved: 'Password set',
    savedMessage: (name: string) => `${name} signs in with the new password.`,
    failed: 'Password not set',
  },
  link: {
    button: 'Send sign-in link',
    who: (name: string) => `Send sign-in link to ${name}`,
    title: (name: string) => `Sign-in link for ${name}`,
    intro:
      'They get an e-mail with a link that works once, for 3 days: they choose their own password and are signed in. An earlier link stops working.',
    email: 'Their e-mail address',
    help: 'The address is not kept on the account.',
    send: 'Send link',
    cancel: 'Cancel',
    sent: 'Sign-in link sent',
    sentMessage: (name: string) => `${name} gets an e-mail with the link (valid 3 days).`,
    failed: 'Link not sent',
  },
  changes: 'Changes',
  changesIntro: 'Every change to an account: who made it, when (shop time) and what.',
  noChanges: 'No changes yet.',
  commandLine: 'the command line',
  /** What was done, after who did it: 'added casey as editor', 'disabled casey'. */
  action: (action: StaffChangeAction, username: string, detail: string | null): string => {
    switch (action) {
      case 'created':
        return detail ? `added ${username} ${detail}` : `added ${username}`;
      case 'role-changed':
        return `changed the role of ${username}: ${detail ?? ''}`;
      case 'renamed':
        return `renamed ${username}: ${detail ?? ''}`;
      case 'password-set':
        return detail ? `set a new password for ${username} ${detail}` : `set a new password for ${username}`;
      case 'disabled':
        return `disabled ${username}`;
      case 'enabled':
        return `enabled ${username}`;
      case 'sign-in-link-sent':
        return `sent a sign-in link to ${username}${detail ? ` (${detail})` : ''}`;
    }
  },
} as const;
