import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import { AdvisoryLock, lockForTransaction } from '../common/database/advisory-locks.js';
import { Db } from '../common/database/db.js';
import type { AdminUser, Role } from './entities/admin-user.entity.js';
import { hashPassword } from './password-hasher.js';
import { SessionRepository } from './session.repository.js';
import { StaffUsersRepository, type StaffChangeAction } from './staff-users.repository.js';

export const ROLES: readonly Role[] = ['viewer', 'editor', 'owner'];
export const MIN_PASSWORD_LENGTH = 12;
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,64}$/;
export const MAX_NAME_LENGTH = 100;

export class StaffAccountError extends Error {}
/** The change would clash with the accounts as they are (a taken username, the last active owner). */
export class StaffAccountConflict extends StaffAccountError {}
export class StaffAccountNotFound extends StaffAccountError {}

export const LAST_OWNER_MESSAGE =
  'This is the last active owner: make another account an owner first, so someone can still manage staff';

/** Who made a change: a signed-in staff member, or null for the command line (`npm run staff`). */
export type StaffActor = { id: string; username: string } | null;

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

export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new StaffAccountError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

function checkRole(role: string): asserts role is Role {
  if (!ROLES.includes(role as Role))
    throw new StaffAccountError(`The role must be one of: ${ROLES.join(', ')}`);
}

const isActiveOwner = (user: Pick<AdminUser, 'role' | 'disabledAt'>) =>
  user.role === 'owner' && !user.disabledAt;

/**
 * Staff accounts: the one path used by the CLI (`npm run staff`), the demo seed and the owners'
 * screen alike. Each change runs in a transaction (the caller's, if any) with its line in the audit
 * list (admin_user_changes). A change that would leave no active owner is refused: the check and
 * the write run in one transaction holding an advisory lock, so two owners demoting each other at
 * once cannot both pass.
 */
@Injectable()
export class StaffAccounts {
  constructor(
    private readonly users: StaffUsersRepository,
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
    private readonly db: Db,
  ) {}

  /** True when there is no staff account at all (the CLI then makes an owner). */
  async none(): Promise<boolean> {
    return (await this.users.count()) === 0;
  }

  /** Creates a staff account. */
  create(
    username: string,
    password: string,
    role: string,
    { name = null, actor = null }: { name?: string | null; actor?: StaffActor } = {},
  ): Promise<AdminUser> {
    const login = normaliseUsername(username);
    if (!USERNAME_PATTERN.test(login)) {
      throw new StaffAccountError(
        'The username must be 3 to 64 letters, digits, dots, dashes or underscores',
      );
    }
    checkRole(role);
    checkPassword(password);
    const displayName = name?.trim() || null;
    if (displayName && displayName.length > MAX_NAME_LENGTH)
      throw new StaffAccountError(`The name must have at most ${MAX_NAME_LENGTH} characters`);
    return this.db.transaction(async () => {
      if (await this.users.exists(login)) throw new StaffAccountConflict(`The user ${login} already exists`);
      const user = await this.users.insert(login, await hashPassword(password), role, displayName);
      await this.record(actor, user, 'created', `as ${role}`);
      return user;
    });
  }

  /** Sets a new password; the user's open sessions end (whoever knew the old one is signed out). */
  async setPassword(username: string, password: string, actor: StaffActor = null): Promise<void> {
    await this.setPasswordOf(await this.find(username), password, actor);
  }

  async setPasswordById(id: string, password: string, actor: StaffActor): Promise<AdminUser> {
    const user = await this.findById(id);
    await this.setPasswordOf(user, password, actor);
    return user;
  }

  /** Disables an account: it cannot sign in any more and its sessions end at once. */
  disable(username: string, actor: StaffActor = null): Promise<AdminUser> {
    return this.change(() => this.find(username), actor, { disabled: true });
  }

  enable(username: string, actor: StaffActor = null): Promise<AdminUser> {
    return this.change(() => this.find(username), actor, { disabled: false });
  }

  async setRole(username: string, role: string, actor: StaffActor = null): Promise<void> {
    await this.change(() => this.find(username), actor, { role });
  }

  /**
   * The owners' screen: a new name, role or state for account `id`, in one transaction (a role
   * or state change that would leave no active owner: StaffAccountConflict, nothing changed).
   */
  update(
    id: string,
    changes: { name?: string; role?: string; disabled?: boolean },
    actor: StaffActor,
  ): Promise<AdminUser> {
    return this.change(() => this.findById(id), actor, changes);
  }

  private async setPasswordOf(user: AdminUser, password: string, actor: StaffActor): Promise<void> {
    checkPassword(password);
    const hash = await hashPassword(password);
    await this.db.transaction(async () => {
      await this.users.setPasswordHash(user.id, hash);
      await this.sessions.deleteForUser(user.id);
      await this.record(actor, user, 'password-set', null);
    });
  }

  private change(
    load: () => Promise<AdminUser>,
    actor: StaffActor,
    { name, role, disabled }: { name?: string; role?: string; disabled?: boolean },
  ): Promise<AdminUser> {
    if (role !== undefined) checkRole(role);
    const displayName = name?.trim();
    if (name !== undefined && (!displayName || displayName.length > MAX_NAME_LENGTH))
      throw new StaffAccountError(`The name must have 1 to ${MAX_NAME_LENGTH} characters`);
    return this.db.transaction(async () => {
      // Taken before the account is read: whoever comes second sees the first one's change.
      await lockForTransaction(this.db, AdvisoryLock.staffAccounts);
      const user = await load();
      const after = {
        role: (role as Role | undefined) ?? user.role,
        disabledAt:
          disabled === undefined ? user.disabledAt : disabled ? (user.disabledAt ?? this.clock.now()) : null,
      };
      if (isActiveOwner(user) && !isActiveOwner(after) && (await this.users.countActiveOwners(user.id)) === 0)
        throw new StaffAccountConflict(LAST_OWNER_MESSAGE);
      if (displayName !== undefined && displayName !== user.displayName) {
        await this.users.setDisplayName(user.id, displayName);
        await this.record(actor, user, 'renamed', `${user.displayName ?? user.username} → ${displayName}`);
        user.displayName = displayName;
      }
      if (after.role !== user.role) {
        await this.users.setRole(user.id, after.role);
        await this.record(actor, user, 'role-changed', `${user.role} → ${after.role}`);
        user.role = after.role;
      }
      if (Boolean(after.disabledAt) !== Boolean(user.disabledAt)) {
        await this.users.setDisabledAt(user.id, after.disabledAt);
        await this.record(actor, user, after.disabledAt ? 'disabled' : 'enabled', null);
        user.disabledAt = after.disabledAt;
      }
      // A disabled account's sessions end at once (again for one already disabled: none can live).
      if (user.disabledAt) await this.sessions.deleteForUser(user.id);
      return user;
    });
  }

  private record(
    actor: StaffActor,
    user: Pick<AdminUser, 'id' | 'username'>,
    action: StaffChangeAction,
    detail: string | null,
  ): Promise<void> {
    return this.users.recordChange({ at: this.clock.now(), actor, user, action, detail });
  }

  private async find(username: string): Promise<AdminUser> {
    const user = await this.users.findByUsername(normaliseUsername(username));
    if (!user) throw new StaffAccountNotFound(`No staff user named ${normaliseUsername(username)}`);
    return user;
  }

  private async findById(id: string): Promise<AdminUser> {
    const user = await this.users.findById(id);
    if (!user) throw new StaffAccountNotFound('No such staff account');
    return user;
  }
}
