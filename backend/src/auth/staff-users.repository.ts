import { Injectable } from '@nestjs/common';
import { IsNull, Not } from 'typeorm';
import { Db } from '../common/database/db.js';
import { AdminUser, type Role } from './entities/admin-user.entity.js';

/** What an audit line of admin_user_changes says was done to an account. */
export type StaffChangeAction =
  'created' | 'role-changed' | 'renamed' | 'password-set' | 'disabled' | 'enabled' | 'sign-in-link-sent';

/** One line of the audit list: who changed which account, when, and how. */
export interface StaffChangeRow {
  id: string;
  changedAt: Date;
  /** null: the command line (`npm run staff`). */
  actorUsername: string | null;
  username: string;
  action: StaffChangeAction;
  detail: string | null;
}

/** The admin_users table (staff accounts) and admin_user_changes (what was done to them). */
@Injectable()
export class StaffUsersRepository {
  constructor(private readonly db: Db) {}

  private get users() {
    return this.db.repository(AdminUser);
  }

  findByUsername(username: string): Promise<AdminUser | null> {
    return this.users.findOneBy({ username });
  }

  findById(id: string): Promise<AdminUser | null> {
    return this.users.findOneBy({ id });
  }

  exists(username: string): Promise<boolean> {
    return this.users.existsBy({ username });
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /** Every account: active ones first, then by username. */
  async list(): Promise<AdminUser[]> {
    const all = await this.users.find({ order: { username: 'ASC' } });
    return [...all.filter((u) => !u.disabledAt), ...all.filter((u) => u.disabledAt)];
  }

  /** Active owners other than `exceptId`. */
  countActiveOwners(exceptId: string): Promise<number> {
    return this.users.countBy({ role: 'owner', disabledAt: IsNull(), id: Not(exceptId) });
  }

  insert(
    username: string,
    passwordHash: string,
    role: Role,
    displayName: string | null = null,
  ): Promise<AdminUser> {
    return this.users.save(this.users.create({ username, passwordHash, role, displayName }));
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update(id, { passwordHash });
  }

  async setRole(id: string, role: Role): Promise<void> {
    await this.users.update(id, { role });
  }

  async setDisplayName(id: string, displayName: string): Promise<void> {
    await this.users.update(id, { displayName });
  }

  async setDisabledAt(id: string, at: Date | null): Promise<void> {
    await this.users.update(id, { disabledAt: at });
  }

  async signedIn(id: string, at: Date): Promise<void> {
    await this.users.update(id, { lastSignInAt: at });
  }

  async recordChange(change: {
    at: Date;
    actor: { id: string; username: string } | null;
    user: { id: string; username: string };
    action: StaffChangeAction;
    detail: string | null;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO admin_user_changes (changed_at, actor_user_id, actor_username, admin_user_id, username, action, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        change.at,
        change.actor?.id ?? null,
        change.actor?.username ?? null,
        change.user.id,
        change.user.username,
        change.action,
        change.detail,
      ],
    );
  }

  /** The newest `limit` lines of the audit list, newest first. */
  async changes(limit: number): Promise<StaffChangeRow[]> {
    const rows = await this.db.query<StaffChangeRow>(
      `SELECT id, changed_at AS "changedAt", actor_username AS "actorUsername", username, action, detail
         FROM admin_user_changes ORDER BY changed_at DESC, seq DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ ...r, changedAt: new Date(r.changedAt) }));
  }
}
