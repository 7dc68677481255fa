/** The words of signing (intake spec 2 and 3), shared by the customer's phone and the shop's screen. */
export const SIGNATURE_TEXT = {
  padLabel: 'Your signature',
  padHelp:
    'Draw your signature in the box with your finger, a stylus or the mouse. Using a keyboard? Type your name above, then choose “Sign with my typed name”.',
  padEmpty: 'Signature box, empty',
  padSigned: 'Signature box, signed',
  clear: 'Clear',
  typed: 'Sign with my typed name',
  typedNeedsName: 'Type your name first',
  name: 'Your full name',
  nameMissing: 'Type your full name',
  inkMissing: 'Sign in the box (or use your typed name)',
  choiceLegend: 'Your data',
  choiceHelp: 'Choose what we may do with the data on your device while we repair it.',
  choiceMissing: 'Choose one of the two options',
  terms: (version: number) => `Repair terms (version ${version})`,
  sign: 'Sign',
  signing: 'Signing…',
  changed: 'What you were shown has changed meanwhile. Please read it again and sign.',
  intakeTitle: 'Intake signed',
  handoverTitle: 'Received the device',
  missingIntake: 'Intake not signed yet',
  missingHandover: 'Hand-over not signed yet',
  onPhone: 'on the customer’s phone',
  onScreen: 'on the shop’s screen',
  erased: 'Signature image and name erased with the customer’s record',
} as const;

/** The hash's first digits, as shown beside a signature (the whole one is in the record). */
export const shortHash = (hash: string) => `${hash.slice(0, 12)}…`;
