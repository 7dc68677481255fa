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
    password: 'First password',
    passwordHelp: 'At least 12 characters. Tell it to them in person; they can be given a new one here.',
    submit: 'Add person',
    adding: 'Adding…',
    added: 'Person added',
    addedMessage: (name: string, username: string) => `${name} can now sign in as ${username}.`,
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
        return `set a new password for ${username}`;
      case 'disabled':
        return `disabled ${username}`;
      case 'enabled':
        return `enabled ${username}`;
    }
  },
} as const;
