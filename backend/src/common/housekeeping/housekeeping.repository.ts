import { Injectable } from '@nestjs/common';
import { Db } from '../database/db.js';

/** Rows deleted per statement, so a large clean-up never holds a table (or PGlite's one connection) for long. */
const BATCH = 1000;

/**
 * The deletes of the housekeeping job, each in batches until none is left: rows that no rule reads
 * any more. (Kept together here until each table's owner has a repository of its own.)
 */
@Injectable()
export class HousekeepingRepository {
  constructor(private readonly db: Db) {}

  /** Staff sessions past their expiry (idle or absolute, whichever came first). */
  expiredSessions(now: Date): Promise<number> {
    return this.inBatches(
      `DELETE FROM admin_sessions WHERE id IN (
      SELECT id FROM admin_sessions WHERE expires_at <= $1 LIMIT ${BATCH})`,
      [now],
    );
  }

  /** Sign-in attempts older than their history (30 days): no rule or notice reads them any more. */
  signInAttemptsBefore(since: Date): Promise<number> {
    return this.inBatches(
      `DELETE FROM admin_sign_in_attempts WHERE id IN (
      SELECT id FROM admin_sign_in_attempts WHERE attempted_at < $1 LIMIT ${BATCH})`,
      [since],
    );
  }

  /** Idempotency keys older than their retention: a retry after it is a new request. */
  idempotencyKeysBefore(since: Date): Promise<number> {
    return this.inBatches(
      `DELETE FROM idempotency_keys WHERE ctid IN (
      SELECT ctid FROM idempotency_keys WHERE created_at < $1 LIMIT ${BATCH})`,
      [since],
    );
  }

  /** Per-IP counters whose window has ended (`expire` in epoch milliseconds). */
  rateLimitCountersBefore(now: Date): Promise<number> {
    return this.inBatches(
      `DELETE FROM rate_limits WHERE key IN (
      SELECT key FROM rate_limits WHERE expire <= $1 LIMIT ${BATCH})`,
      [now.getTime()],
    );
  }

  private async inBatches(sql: string, params: unknown[]): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await this.db.execute(sql, params);
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }
}
