import { Injectable } from '@nestjs/common';
import { DELETE_BATCH, deleteInBatches } from '../common/database/batched-delete.js';
import { Db } from '../common/database/db.js';
import { AdminSession } from './entities/admin-session.entity.js';
import type { Role } from './entities/admin-user.entity.js';

/** A session with the account it belongs to, as read on each request. */
export interface SessionRow {
  sessionId: string;
  createdAt: Date;
  lastSeenAt: Date;
  userId: string;
  username: string;
  role: Role;
  disabledAt: Date | null;
}

/** The admin_sessions table: staff sessions keyed by the hash of their cookie token. */
@Injectable()
export class SessionRepository {
  constructor(private readonly db: Db) {}

  private get sessions() {
    return this.db.repository(AdminSession);
  }

  async insert(session: Omit<AdminSession, 'id'>): Promise<void> {
    await this.sessions.insert(session);
  }

  /** The session of a token hash, with its account, or undefined. */
  async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
    const row = await this.db.one<SessionRow>(
      `SELECT s.id AS "sessionId", s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt",
              u.id AS "userId", u.username, u.role, u.disabled_at AS "disabledAt"
         FROM admin_sessions s JOIN admin_users u ON u.id = s.admin_user_id
        WHERE s.session_token = $1`,
      [tokenHash],
    );
    return row && { ...row, createdAt: new Date(row.createdAt), lastSeenAt: new Date(row.lastSeenAt) };
  }

  /** Moves the idle expiry of a session in use. */
  async touch(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
    await this.sessions.update({ id }, { lastSeenAt, expiresAt });
  }

  async delete(id: string): Promise<void> {
    await this.sessions.delete({ id });
  }

  async deleteByTokenHash(tokenHash: string): Promise<void> {
    await this.sessions.delete({ sessionToken: tokenHash });
  }

  /** Ends every session of an account (new password, disabled). */
  async deleteForUser(adminUserId: string): Promise<void> {
    await this.sessions.delete({ adminUserId });
  }

  /** Sessions past their expiry (idle or absolute, whichever came first). */
  deleteExpired(now: Date): Promise<number> {
    return deleteInBatches(
      this.db,
      `DELETE FROM admin_sessions WHERE id IN (SELECT id FROM admin_sessions WHERE expires_at <= $1 LIMIT ${DELETE_BATCH})`,
      [now],
    );
  }
}
