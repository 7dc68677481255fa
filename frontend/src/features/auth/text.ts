/** The words of the /admin page (spec 2, 5, 8). */
export const ADMIN_TEXT = {
  title: 'Admin',
  loginTitle: 'Admin Login',
  loginSubtitle: 'Sign in with your staff account.',
  username: 'Username',
  password: 'Password',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  login: 'Login',
  loggingIn: 'Signing in…',
  dashboardTitle: 'Admin Dashboard',
  signedInAs: (username: string, role: string) => `Signed in as ${username} (${role})`,
  /** What each role may do, as the server's one table grants it (issue 41: the copy was out of date). */
  roles:
    'Viewers see everything here and change nothing. Editors also run the shop: appointments, repairs, payments, parts, prices and the catalogue. Owners also manage the staff accounts.',
  manage: 'Manage',
  view: 'View',
  cards: {
    deviceModels: { title: 'Device Models', description: 'Phones, tablets, laptops and consoles we repair.' },
    serviceTypes: { title: 'Service Types', description: 'Repairs offered, with their warranty.' },
    retailPricing: { title: 'Retail Pricing', description: 'The price matrix of devices by services.' },
    appointments: {
      title: 'Appointments',
      description: 'Repair appointments by day, with their status and the customer’s contact.',
    },
    customers: { title: 'Customers', description: 'Customers and their first-repair discount claims.' },
    workshop: {
      title: 'Workshop',
      description: 'Repair orders from check-in to pickup; check in a walk-in.',
    },
    parts: { title: 'Parts', description: 'Stock on hand, what is held for repairs, and what to reorder.' },
    reports: {
      title: 'Reports',
      description: 'Bookings, turnaround, revenue and quotes over a range of days.',
    },
    closedDays: {
      title: 'Closed Days',
      description: 'Days the shop is closed, and the bookings on them to call.',
    },
    cashUp: {
      title: 'Cash-up',
      description: 'The day’s takings by method and by staff member, and the till count.',
    },
    staff: {
      title: 'Staff Accounts',
      description: 'Who can sign in, their roles, and every change to them.',
    },
  },
  bookings: 'Bookings',
  workshopCards: 'The workshop',
  today: {
    title: 'Today so far',
    appointments: 'Appointments today',
    checkIns: 'Checked in today',
    pickups: 'Picked up today',
    taken: 'Taken today',
    nothingTaken: 'Nothing taken yet',
    method: (key: string) => ({ cash: 'Cash', card: 'Card', other: 'Other' })[key] ?? key,
    openWork: 'Open work',
    stale: 'Unchanged 3+ days',
    lowStock: 'Parts low on stock',
  },
  /** The latest e-mail was only written to a file on the server (MAIL_TRANSPORT=file). */
  mailToFiles: {
    title: 'E-mail is written to a file, not sent',
    body: 'The latest e-mail to a customer was written to a file on the server, not sent: customers receive no confirmations, quotes or receipts. The operator sets SMTP_URL to send e-mail.',
  },
  failedSignIns: {
    title: (count: number) =>
      `${count} failed sign-in ${count === 1 ? 'attempt' : 'attempts'} on your account since your last sign-in`,
    body: (lastAt: string | null) =>
      `${lastAt ? `The last was on ${lastAt}. ` : ''}If this was not you, change your password and tell the shop owner.`,
    dismiss: 'Dismiss',
  },
  summary: {
    title: 'Today at the shop',
    next: 'Next appointment',
    none: 'No upcoming appointments',
    loading: 'Loading the appointment summary',
    failed: 'Unable to load the appointment summary',
  },
  toasts: {
    loginFailed: 'Login failed',
    invalidCredentials: 'Invalid credentials',
    loginSuccess: 'Login successful',
    welcome: (username: string, role: string) => `Welcome, ${username} (${role})`,
  },
} as const;

/** The words of a one-time sign-in link's page, /admin/welcome (issue 41). */
export const SIGN_IN_LINK_TEXT = {
  title: 'Set Your Password',
  checking: 'Checking your link',
  intro: (name: string, username: string) =>
    `Welcome, ${name}. Your username is ${username}. Choose a password of your own: you sign in with it from now on.`,
  password: 'New password',
  passwordHelp: 'At least 12 characters',
  repeat: 'Repeat the password',
  mismatch: 'The two passwords differ',
  tooShort: 'At least 12 characters, please',
  submit: 'Set password and sign in',
  saving: 'Setting your password…',
  done: 'Password set',
  doneMessage: (username: string) => `You are signed in as ${username}.`,
  gone: 'This link was used or has expired.',
  goneHelp:
    'A sign-in link works once, for three days. Ask the owner for a new one, or sign in with your password.',
  toSignIn: 'Go to sign-in',
  failed: 'Password not set',
  genericFailure: 'An error occurred while saving. Please try again.',
} as const;
