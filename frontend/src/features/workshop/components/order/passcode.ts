import type { PasscodeKind } from '../../../../api/staff';

/** The passcode card's words, shared by the card, its record form, its pattern grid and its reveal dialog. */
export const PASSCODE_TEXT = {
  title: 'Passcode',
  loading: 'Loading the passcode…',
  loadFailed: 'The passcode could not be loaded.',
  notSigned:
    'The customer has not signed the intake yet. A passcode is recorded only once they choose “You may unlock the device to test the repair”.',
  noAccess: 'The customer chose “Do not access my data”: the shop keeps no passcode for this device.',
  mayUnlock: 'The customer allows unlocking the device to test the repair.',
  held: (kind: string, by: string, at: string) => `${kind} recorded by ${by} on ${at}.`,
  destroyBy: (at: string) =>
    `Stored encrypted. Destroyed at hand-over or cancellation, and on ${at} at the latest.`,
  none: 'No passcode recorded.',
  destroyed: (at: string, cause: string) => `Destroyed on ${at} (${cause}).`,
  record: 'Record Passcode',
  change: 'Change Passcode',
  save: 'Save Passcode',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Passcode saved (encrypted)',
  saveFailed: 'The passcode was not saved',
  reveal: 'Reveal',
  revealTitle: 'Reveal the passcode',
  revealText:
    'Your name, the time and your reason are recorded, and the customer sees on their tracking page how many times their passcode was viewed.',
  reason: 'Reason',
  reasonHelp: 'Why you need it now, e.g. “Testing the new screen”',
  reasonMissing: 'Say why you need the passcode.',
  revealAction: 'Reveal Passcode',
  revealing: 'Revealing…',
  revealFailed: 'The passcode was not revealed',
  revealed: (kind: string) => `The ${kind}:`,
  close: 'Close',
  reveals: (n: number) => (n === 1 ? 'Revealed 1 time' : `Revealed ${n} times`),
  neverRevealed: 'Never revealed.',
  kind: 'Kind',
  pin: 'PIN',
  password: 'Password',
  pattern: 'Pattern',
  pinLabel: 'PIN (4 to 16 digits)',
  passwordLabel: 'Password',
  patternHelp: 'Tap the dots in the order the customer draws them (4 to 9 dots).',
  patternGrid: 'Unlock pattern, 3 by 3 dots',
  patternSequence: (dots: string) => (dots ? `Sequence: ${dots.split('').join(' → ')}` : 'No dot yet.'),
  clear: 'Clear',
  dot: (n: number, order: number) =>
    `Dot ${n}, ${DOT_PLACES[n - 1]}${order > 0 ? `: ${ordinal(order)} in the pattern` : ''}`,
} as const;

const DOT_PLACES = [
  'top left',
  'top middle',
  'top right',
  'middle left',
  'centre',
  'middle right',
  'bottom left',
  'bottom middle',
  'bottom right',
];

function ordinal(n: number): string {
  return `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
}

/** What is wrong with a passcode before it is sent (the server checks again). */
export function passcodeProblem(kind: PasscodeKind, value: string): string | null {
  if (kind === 'pin') return /^\d{4,16}$/.test(value) ? null : 'A PIN is 4 to 16 digits.';
  if (kind === 'password')
    return value.length >= 1 && value.length <= 64 ? null : 'A password is 1 to 64 characters.';
  return value.length >= 4 ? null : 'Tap at least 4 dots.';
}
