import { inspect } from 'node:util';

/**
 * A key for the passcodes' AES-256-GCM (intake spec 3): 32 random bytes and the id stored beside
 * each ciphertext it made. Its bytes never print: JSON and inspect show the id only.
 */
export class PasscodeKey {
  constructor(
    readonly id: string,
    /** The 32 bytes; read them only to encrypt or decrypt. */
    readonly bytes: Buffer,
  ) {}

  toJSON(): { id: string; key: string } {
    return { id: this.id, key: '[redacted]' };
  }

  [inspect.custom](): string {
    return `PasscodeKey(${this.id})`;
  }

  toString(): string {
    return `PasscodeKey(${this.id})`;
  }
}

export const PASSCODE_KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * PASSCODE_KEYS: `id:base64` entries separated by commas or spaces, newest first (the first
 * encrypts, every one decrypts), each key 32 bytes in base64 (`openssl rand -base64 32`). Empty or
 * unset: none (the embedded database then makes a key file of its own; production with
 * DATABASE_URL refuses to start: requirePasscodeKeys). Problems name the entry's id, never a key.
 */
export function parsePasscodeKeys(raw: string | undefined, problems: string[]): PasscodeKey[] {
  const keys: PasscodeKey[] = [];
  const entries = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  entries.forEach((entry, i) => {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    const text = colon > 0 ? entry.slice(colon + 1) : '';
    const where = id && PASSCODE_KEY_ID.test(id) ? `"${id}"` : `number ${i + 1}`;
    if (!id || !PASSCODE_KEY_ID.test(id)) {
      problems.push(
        `PASSCODE_KEYS entry ${where} must be ID:KEY (an id of letters, digits, - or _, up to 32, a colon, then the key in base64)`,
      );
      return;
    }
    const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
    if (bytes.length !== 32) {
      problems.push(
        `PASSCODE_KEYS entry ${where}: the key must be 32 bytes in base64 (openssl rand -base64 32)`,
      );
      return;
    }
    if (keys.some((k) => k.id === id)) {
      problems.push(`PASSCODE_KEYS names the key id ${where} twice`);
      return;
    }
    keys.push(new PasscodeKey(id, bytes));
  });
  return keys;
}
