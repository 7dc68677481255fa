import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { parsePasscodeKeys, PasscodeKey } from '../config/passcode-keys.js';
import type { PasscodeKind } from './passcode.js';

/** The embedded database's own key, beside it (DATA_DIR/passcode.key), made on first start. */
export const PASSCODE_KEY_FILE = 'passcode.key';

/** Every plain text is padded to this many bytes: the ciphertext's length says nothing of the passcode's. */
export const PASSCODE_BLOCK_BYTES = 256;

export interface Sealed {
  keyId: string;
  nonce: Buffer;
  ciphertext: Buffer;
  authTag: Buffer;
}

/** The stored passcode names a key this server does not have. */
export class UnknownPasscodeKeyError extends Error {
  constructor(readonly keyId: string) {
    super(`No passcode key "${keyId}"`);
  }
}

/** The ciphertext does not open with its key (changed in the database, or another key under that id). */
export class PasscodeTamperedError extends Error {}

/** Binds a ciphertext to its order, kind and key: moved to another order's row, it does not open. */
function associatedData(orderId: string, kind: PasscodeKind, keyId: string): Buffer {
  return Buffer.from(`repair-order-passcode/v1/${orderId}/${kind}/${keyId}`, 'utf8');
}

/**
 * Reads DATA_DIR/passcode.key, or makes it (owner-only, 0600) with a new random key when there is
 * none: created with O_EXCL, so two processes starting at once agree on one key.
 */
export function embeddedKey(dataDir: string, logger?: Logger): PasscodeKey {
  const file = join(dataDir, PASSCODE_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    const id = `file-${randomBytes(4).toString('hex')}`;
    writeFileSync(file, `${id}:${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    logger?.log(`Made a passcode key in ${file} (keep it with the data folder; README: "The passcode key")`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) {
    chmodSync(file, 0o600);
    logger?.warn(`${file} was readable by others: made it owner-only (0600)`);
  }
  const problems: string[] = [];
  const [key] = parsePasscodeKeys(readFileSync(file, 'utf8').trim(), problems);
  if (!key || problems.length > 0)
    throw new Error(`${file} does not hold a passcode key (ID:KEY, the key 32 bytes in base64)`);
  return key;
}

/**
 * AES-256-GCM for the passcodes (intake spec 3): the newest key (PASSCODE_KEYS' first, or the
 * embedded database's key file) encrypts; every configured key decrypts what it made (its id is
 * stored with each ciphertext). A random 96-bit nonce per encryption; the plain text is a
 * fixed-size block (length, bytes, zeros) wiped after use.
 */
@Injectable()
export class PasscodeCipher implements OnModuleInit {
  private readonly logger = new Logger('Passcodes');
  private keys: PasscodeKey[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    if (this.config.passcode.keys.length > 0) {
      this.keys = this.config.passcode.keys;
      return;
    }
    this.keys = [embeddedKey(this.config.dataDir, this.logger)];
    if (this.config.databaseUrl)
      this.logger.warn(
        `PASSCODE_KEYS is not set: passcodes use the key file in ${this.config.dataDir}, which other instances do not share (set PASSCODE_KEYS)`,
      );
  }

  /** The id of the key that encrypts now. */
  get currentKeyId(): string {
    return this.keys[0].id;
  }

  seal(orderId: string, kind: PasscodeKind, value: string): Sealed {
    const key = this.keys[0];
    const text = Buffer.from(value, 'utf8');
    if (text.length > PASSCODE_BLOCK_BYTES - 2) throw new RangeError('passcode too long');
    const block = Buffer.alloc(PASSCODE_BLOCK_BYTES);
    block.writeUInt16BE(text.length, 0);
    text.copy(block, 2);
    try {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key.bytes, nonce);
      cipher.setAAD(associatedData(orderId, kind, key.id));
      const ciphertext = Buffer.concat([cipher.update(block), cipher.final()]);
      return { keyId: key.id, nonce, ciphertext, authTag: cipher.getAuthTag() };
    } finally {
      block.fill(0);
      text.fill(0);
    }
  }

  open(orderId: string, kind: PasscodeKind, sealed: Sealed): string {
    const key = this.keys.find((k) => k.id === sealed.keyId);
    if (!key) throw new UnknownPasscodeKeyError(sealed.keyId);
    let block: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, sealed.nonce);
      decipher.setAAD(associatedData(orderId, kind, key.id));
      decipher.setAuthTag(sealed.authTag);
      block = Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
    } catch {
      throw new PasscodeTamperedError('The passcode does not open with its key');
    }
    try {
      const length = block.readUInt16BE(0);
      return block.subarray(2, 2 + length).toString('utf8');
    } finally {
      block.fill(0);
    }
  }
}
