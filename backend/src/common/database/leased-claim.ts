import type { EntityManager } from 'typeorm';
import type { Db } from './db.js';
import { returnedRows } from './query-result.js';

/**
 * Due rows of one table that a worker takes for itself. Two kinds of claim:
 * - leased (`leaseSeconds` set): the table has a `locked_until timestamptz` column; a row is free
 *   when it is null or past; the worker does its work after the claim commits (sending mail, say)
 *   and records the outcome, releasing the row;
 * - final (`leaseSeconds` null): made in the caller's transaction, whose work commits with it;
 *   `alsoSet` marks the rows so they are no longer due, and a rollback leaves them due again.
 */
export interface LeasedClaim {
  table: string;
  /** SQL condition of a row that is due; `$1` is now, the claim's `params` are `$2`, `$3` … */
  due: string;
  /** ORDER BY of the claim (oldest first, say). */
  order: string;
  /** Columns answered for each claimed row. */
  returning: string;
  /** More assignments made on claim, e.g. `attempts = attempts + 1` (a final claim's marking). */
  alsoSet?: string;
  /**
   * How long a claimed row stays reserved: a worker that dies leaves it to others after this.
   * Null for a final claim.
   */
  leaseSeconds: number | null;
  /** Most rows per claim. */
  batch: number;
}

/**
 * Claims up to `batch` due, free rows: FOR UPDATE SKIP LOCKED picks rows no other claim is taking
 * at this moment; the lease (or, for a final claim, the marking committed with the caller's work)
 * keeps them from the next claims. Any number of workers, in one process or in several instances,
 * never get one row twice; none is "the first instance".
 */
export async function claimDue<T>(
  db: Db | EntityManager,
  claim: LeasedClaim,
  now: Date,
  params: unknown[] = [],
): Promise<T[]> {
  const values: unknown[] = [now, ...params];
  const sets: string[] = [];
  let free = '';
  if (claim.leaseSeconds !== null) {
    values.push(new Date(now.getTime() + claim.leaseSeconds * 1000));
    sets.push(`locked_until = $${values.length}`);
    free = ' AND (locked_until IS NULL OR locked_until <= $1)';
  } else if (!claim.alsoSet) {
    throw new Error('A claim without a lease must mark its rows (alsoSet)');
  }
  if (claim.alsoSet) sets.push(claim.alsoSet);
  const result: unknown = await db.query<unknown>(
    `UPDATE ${claim.table} SET ${sets.join(', ')}
      WHERE id IN (
        SELECT id FROM ${claim.table}
         WHERE (${claim.due})${free}
         ORDER BY ${claim.order}
         LIMIT ${Number(claim.batch)}
         FOR UPDATE SKIP LOCKED)
      RETURNING ${claim.returning}`,
    values,
  );
  return returnedRows<T>(result);
}
