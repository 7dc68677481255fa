import { Injectable } from '@nestjs/common';
import { DELETE_BATCH, deleteInBatches } from '../common/database/batched-delete.js';
import { Db } from '../common/database/db.js';

/** An open link with the account it signs in. */
export interface SignInLinkRow {
  adminUserId: string;
  username: string;
  displayName: string | null;
  expiresAt: Date;
}

/** The staff_sign_in_links table: one-time sign-in links, keyed by the hash of their token. */
@Injectable()
export class SignInLinksRepository {
  constructor(private readonly db: Db) {}

  async insert(link: {
    adminUserId: string;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
    createdBy: string | null;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO staff_sign_in_links (admin_user_id, token_hash, created_at, expires_at, created_by)
       VALUES ($1, $2, $3, $4, $5)`,
      [link.adminUserId, link.tokenHash, link.createdAt, link.expiresAt, link.createdBy],
    );
  }

  /** Removes an account's links not yet used (a new link replaces them). */
  async deleteOpenFor(adminUserId: string): Promise<void> {
    await this.db.query(`DELETE FROM staff_sign_in_links WHERE admin_user_id = $1 AND used_at IS NULL`, [
      adminUserId,
    ]);
  }

  /** The open link of a token hash (unused, unexpired, its account enabled), or undefined. */
  async findOpen(tokenHash: string, now: Date): Promise<SignInLinkRow | undefined> {
    const row = await this.db.one<SignInLinkRow>(
      `SELECT l.admin_user_id AS "adminUserId", u.username, u.display_name AS "displayName",
              l.expires_at AS "expiresAt"
         FROM staff_sign_in_links l JOIN admin_users u ON u.id = l.admin_user_id
        WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > $2 AND u.disabled_at IS NULL`,
      [tokenHash, now],
    );
    return row && { ...row, expiresAt: new Date(row.expiresAt) };
  }

  /**
   * Marks the link of a token hash used, if it is open; answers its account's id, or undefined
   * (unknown, used, expired, or its account disabled). One statement: of two uses at once, one wins.
   */
  async use(tokenHash: string, now: Date): Promise<string | undefined> {
    const row = await this.db.one<{ adminUserId: string }>(
      `UPDATE staff_sign_in_links l SET used_at = $2
         FROM admin_users u
        WHERE u.id = l.admin_user_id AND l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > $2
          AND u.disabled_at IS NULL
       RETURNING l.admin_user_id AS "adminUserId"`,
      [tokenHash, now],
    );
    return row?.adminUserId;
  }

  /** Links past their expiry, used or not. */
  deleteExpired(now: Date): Promise<number> {
    return deleteInBatches(
      this.db,
      `DELETE FROM staff_sign_in_links WHERE id IN (SELECT id FROM staff_sign_in_links WHERE expires_at <= $1 LIMIT ${DELETE_BATCH})`,
      [now],
    );
  }
}
