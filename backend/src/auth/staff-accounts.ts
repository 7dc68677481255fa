import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import type { AdminUser, Role } from './entities/admin-user.entity.js';
import { hashPassword } from './password-hasher.js';
import { SessionRepository } from './session.repository.js';
import { StaffUsersRepository } from './staff-users.repository.js';

export const ROLES: readonly Role[] = ['viewer', 'editor'];
export const MIN_PASSWORD_LENGTH = 12;

export class StaffAccountError extends Error {}

/**
 * A username as it is stored, counted and signed in with: compatibility forms folded (NFKC, so a
 * full-width 'ＶＩＥＷＥＲ' is 'viewer'), spaces around it dropped, lower case. Sign-in calls it once
 * and uses the result for the throttle's counts and the account alike.
 */
export function normaliseUsername(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

/** A random password of 20 characters from an unambiguous alphabet (about 110 bits). */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(20);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new StaffAccountError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

function checkRole(role: string): asserts role is Role {
  if (!ROLES.includes(role as Role))
    throw new StaffAccountError(`The role must be one of: ${ROLES.join(', ')}`);
}

/**
 * Staff accounts: the one path used by the CLI (`npm run staff`) and the demo seed alike. Each
 * change runs in the caller's transaction, if any.
 */
@Injectable()
export class StaffAccounts {
  constructor(
    private readonly users: StaffUsersRepository,
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  /** Creates a staff account. */
  async create(username: string, password: string, role: string): Promise<AdminUser> {
    const name = normaliseUsername(username);
    if (!/^[a-z0-9._-]{3,64}$/.test(name)) {
      throw new StaffAccountError(
        'The username must be 3 to 64 letters, digits, dots, dashes or underscores',
      );
    }
    checkRole(role);
    checkPassword(password);
    if (await this.users.exists(name)) throw new StaffAccountError(`The user ${name} already exists`);
    return this.users.insert(name, await hashPassword(password), role);
  }

  /** Sets a new password; the user's open sessions end (whoever knew the old one is signed out). */
  async setPassword(username: string, password: string): Promise<void> {
    checkPassword(password);
    const user = await this.find(username);
    await this.users.setPasswordHash(user.id, await hashPassword(password));
    await this.sessions.deleteForUser(user.id);
  }

  /** Disables an account: it cannot sign in any more and its sessions end at once. */
  async disable(username: string): Promise<void> {
    const user = await this.find(username);
    await this.users.disable(user.id, user.disabledAt ?? this.clock.now());
    await this.sessions.deleteForUser(user.id);
  }

  async setRole(username: string, role: string): Promise<void> {
    checkRole(role);
    const user = await this.find(username);
    await this.users.setRole(user.id, role);
  }

  private async find(username: string): Promise<AdminUser> {
    const user = await this.users.findByUsername(normaliseUsername(username));
    if (!user) throw new StaffAccountError(`No staff user named ${normaliseUsername(username)}`);
    return user;
  }
}
