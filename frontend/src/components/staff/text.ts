/** The words shared by every staff screen: the sign-in gate, the staff bar, the header and the read-only notice. */
export const STAFF_TEXT = {
  authRequired: 'Authentication Required',
  authRequiredMessage: 'Sign in as shop staff to see this page.',
  goToLogin: 'Go to Admin Login',
  backToDashboard: 'Back to Dashboard',
  /** A phone's button over a list's folded filters, with how many are on. */
  filters: (active: number) => (active > 0 ? `Filters (${active})` : 'Filters'),
  loadFailed: 'Unable to load the list',
  readOnly: (what: string) => `You have read-only access. Contact an editor to change ${what}.`,
  nav: 'Staff',
  menuLabel: 'Menu',
  menu: (current: string | undefined) => (current ? `Staff menu: ${current}` : 'Staff menu'),
  signedInAs: (username: string) => `Signed in as ${username}`,
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  toasts: {
    loggedOut: 'Logged out',
    loggedOutMessage: 'You have been successfully logged out',
    logoutFailed: 'Logout failed',
    logoutFailedMessage: 'An error occurred during logout',
  },
} as const;
