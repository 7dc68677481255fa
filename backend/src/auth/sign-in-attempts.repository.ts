import { Injectable } from '@nestjs/common';
import { DELETE_BATCH, deleteInBatches } from '../common/database/batched-delete.js';
import { Db } from '../common/database/db.js';

/** What the throttle needs to know of an attempt's username and address, before it is checked. */
export interface SignInStanding {
  /** Failures of this username from this address since `pairFrom`, and the time of the n-th newest. */
  pair: number;
  pairPivot: Date | null;
  /** Failures from this address (any username) since the window's start, and the n-th newest. */
  address: number;
  addressPivot: Date | null;
  /** Failures of this username (any address) since `accountFrom`, and the newest. */
  account: number;
  accountLast: Date | null;
}

export interface FailedSignIns {
  count: number;
  lastAt: Date | null;
}

const row = <T>(rows: T[]): T => rows[0];

/**
 * admin_sign_in_attempts: one row per sign-in attempt (username normalised, client address,
 * outcome). A 'pending' attempt (its password being checked) counts as a failure. A success row
 * keeps the failures of its username since the previous success (what the staff member is told).
 */
@Injectable()
export class SignInAttemptsRepository {
  constructor(private readonly db: Db) {}

  /** Records an attempt as pending; answers its id. */
  async record(username: string, address: string, at: Date): Promise<string> {
    return row(
      await this.db.query<{ id: string }>(
        `INSERT INTO admin_sign_in_attempts (username, address, attempted_at) VALUES ($1, $2, $3) RETURNING id`,
        [username, address, at],
      ),
    ).id;
  }

  /**
   * The newest success of a username since `since`, and of the username from an address, as
   * attempt numbers (0: none): what comes after them counts.
   */
  async lastSuccesses(
    username: string,
    address: string,
    since: Date,
  ): Promise<{ account: string; pair: string }> {
    return row(
      await this.db.query<{ account: string; pair: string }>(
        `SELECT coalesce(max(seq), 0)::text AS account,
                coalesce(max(seq) FILTER (WHERE address = $2), 0)::text AS pair
           FROM admin_sign_in_attempts
          WHERE username = $1 AND outcome = 'succeeded' AND attempted_at >= $3`,
        [username, address, since],
      ),
    );
  }

  /**
   * Failures (failed or pending, other than `own`) within the window: of the pair after attempt
   * `pairAfter`, of the address, of the account after attempt `accountAfter`; the n-th newest of the
   * pair's and of the address's (when it leaves the window, one more attempt is allowed).
   */
  async standing(
    q: {
      username: string;
      address: string;
      own: string;
      windowFrom: Date;
      pairAfter: string;
      accountAfter: string;
    },
    pairNth: number,
    addressNth: number,
  ): Promise<SignInStanding> {
    const r = row(
      await this.db.query<SignInStanding>(
        `SELECT count(*) FILTER (WHERE username = $1 AND address = $2 AND seq > $5::bigint)::int AS pair,
                (array_agg(attempted_at ORDER BY seq DESC)
                  FILTER (WHERE username = $1 AND address = $2 AND seq > $5::bigint))[$7::int] AS "pairPivot",
                count(*) FILTER (WHERE address = $2)::int AS address,
                (array_agg(attempted_at ORDER BY seq DESC) FILTER (WHERE address = $2))[$8::int] AS "addressPivot",
                count(*) FILTER (WHERE username = $1 AND seq > $6::bigint)::int AS account,
                max(attempted_at) FILTER (WHERE username = $1 AND seq > $6::bigint) AS "accountLast"
           FROM admin_sign_in_attempts
          WHERE (username = $1 OR address = $2) AND attempted_at >= $4
            AND outcome <> 'succeeded' AND id <> $3`,
        [q.username, q.address, q.own, q.windowFrom, q.pairAfter, q.accountAfter, pairNth, addressNth],
      ),
    );
    const date = (d: Date | null) => (d ? new Date(d) : null);
    return {
      ...r,
      pairPivot: date(r.pairPivot),
      addressPivot: date(r.addressPivot),
      accountLast: date(r.accountLast),
    };
  }

  async failed(id: string): Promise<void> {
    await this.db.execute(`UPDATE admin_sign_in_attempts SET outcome = 'failed' WHERE id = $1`, [id]);
  }

  /** An attempt that was not made (throttled): it never counts. */
  async forget(id: string): Promise<void> {
    await this.db.execute(`DELETE FROM admin_sign_in_attempts WHERE id = $1`, [id]);
  }

  /**
   * Marks a success, keeping the failures of its username (other attempts) after attempt `after`
   * (the previous success) and since `since` (the history's start).
   */
  async succeeded(id: string, username: string, after: string, since: Date): Promise<void> {
    await this.db.execute(
      `UPDATE admin_sign_in_attempts s
          SET outcome = 'succeeded', failures_before = f.count, last_failure_at = f.last
         FROM (SELECT count(*)::int AS count, max(attempted_at) AS last
                 FROM admin_sign_in_attempts
                WHERE username = $2 AND outcome <> 'succeeded' AND seq > $3::bigint
                  AND attempted_at >= $4 AND id <> $1) f
        WHERE s.id = $1`,
      [id, username, after, since],
    );
  }

  /** The failures told with the newest success of `username` at or before `at` (a session's sign-in). */
  async failedBefore(username: string, at: Date): Promise<FailedSignIns> {
    const r = (
      await this.db.query<{ count: number; lastAt: Date | null }>(
        `SELECT failures_before AS count, last_failure_at AS "lastAt"
           FROM admin_sign_in_attempts
          WHERE username = $1 AND outcome = 'succeeded' AND attempted_at <= $2
          ORDER BY seq DESC LIMIT 1`,
        [username, at],
      )
    )[0];
    return r ? { count: r.count, lastAt: r.lastAt && new Date(r.lastAt) } : { count: 0, lastAt: null };
  }

  /** Every attempt from before `since` (past the history: no rule or notice reads it). */
  deleteAllBefore(since: Date): Promise<number> {
    return deleteInBatches(
      this.db,
      `DELETE FROM admin_sign_in_attempts WHERE id IN (
         SELECT id FROM admin_sign_in_attempts WHERE attempted_at < $1 LIMIT ${DELETE_BATCH})`,
      [since],
    );
  }
}
