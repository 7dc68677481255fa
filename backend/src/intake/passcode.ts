/*
 * The device's passcode (intake spec 3): its kinds, what each may be, and the words of its
 * history. No SQL, no framework, no key: the cipher encrypts, the repository stores, the service
 * holds the rules.
 */

export const PASSCODE_KINDS = ['pin', 'password', 'pattern'] as const;
export type PasscodeKind = (typeof PASSCODE_KINDS)[number];

/** Why a passcode went: the order's closing, the 30 days, the customer's erasure, a changed data choice. */
export const PASSCODE_DESTROY_CAUSES = [
  'picked_up',
  'cancelled',
  'expired',
  'erasure',
  'data_choice',
  'deleted',
] as const;
export type PasscodeDestroyCause = (typeof PASSCODE_DESTROY_CAUSES)[number];

/** A passcode is destroyed at the latest this many days after the customer gave it. */
export const PASSCODE_KEEP_DAYS = 30;
export const PASSCODE_MAX_LENGTH = 64;
export const REVEAL_REASON_MAX_LENGTH = 500;

/**
 * What is wrong with `value` as a passcode of `kind` (undefined: nothing). The answer never
 * repeats the value. A PIN: 4 to 16 digits. A password: 1 to 64 characters on one line. A pattern:
 * the dots of the 3 x 3 grid in the order drawn, numbered 1 to 9 from the top left, each at most
 * once, 4 to 9 of them (e.g. "14789" for an L).
 */
export function passcodeProblem(kind: PasscodeKind, value: string): string | undefined {
  switch (kind) {
    case 'pin':
      return /^\d{4,16}$/.test(value) ? undefined : 'A PIN is 4 to 16 digits';
    case 'password':
      return value.length >= 1 && value.length <= PASSCODE_MAX_LENGTH && Buffer.byteLength(value) <= 254
        ? undefined
        : `A password is 1 to ${PASSCODE_MAX_LENGTH} characters`;
    case 'pattern':
      return /^[1-9]{4,9}$/.test(value) && new Set(value).size === value.length
        ? undefined
        : 'A pattern is 4 to 9 different dots of the 3 x 3 grid, numbered 1 to 9 from the top left (e.g. 14789)';
  }
}

export function kindWords(kind: PasscodeKind): string {
  return kind === 'pin' ? 'PIN' : kind;
}

export interface StoredPasscode {
  orderId: string;
  kind: PasscodeKind;
  keyId: string;
  nonce: Buffer;
  ciphertext: Buffer;
  authTag: Buffer;
  givenAt: Date;
  recordedBy: string;
  recordedAt: Date;
}

export interface PasscodeEventRecord {
  kind: 'recorded' | 'revealed' | 'destroyed';
  reason: string | null;
  cause: PasscodeDestroyCause | null;
  by: string;
  at: Date;
}
