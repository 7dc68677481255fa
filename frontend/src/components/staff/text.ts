/** The words shared by every staff screen: the sign-in gate, the header and the read-only notice. */
export const STAFF_TEXT = {
  authRequired: 'Authentication Required',
  authRequiredMessage: 'Sign in as shop staff to see this page.',
  goToLogin: 'Go to Admin Login',
  backToDashboard: 'Back to Dashboard',
  loadFailed: 'Unable to load the list',
  readOnly: (what: string) => `You have read-only access. Contact an editor to change ${what}.`,
} as const;
