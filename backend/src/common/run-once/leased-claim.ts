import type { DataSource, EntityManager } from 'typeorm';

/**
 * Due rows of one table that a worker takes for itself for a while. The table has an `id` and a
 * `locked_until timestamptz` column; a row is free when `locked_until` is null or past.
 */
export interface LeasedClaim {
  table: string;
  /** SQL condition of a row that is due; `$1` is now. */
  due: string;
  /** ORDER BY of the claim (oldest first, say). */
  order: string;
  /** Columns answered for each claimed row. */
  returning: string;
  /** More assignments made on claim, e.g. `attempts = attempts + 1`. */
  alsoSet?: string;
  /** How long a claimed row stays reserved: a worker that dies leaves it to others after this. */
  leaseSeconds: number;
  /** Most rows per claim. */
  batch: number;
}

/**
 * Claims up to `batch` due, free rows: FOR UPDATE SKIP LOCKED picks rows no other claim is taking
 * at this moment, and the lease keeps them from the next claims until the worker releases them
 * (it sets `locked_until` back to null when it records the outcome). Any number of workers, in one
 * process or in several instances, never get one row twice; none is "the first instance".
 */
export async function claimDue<T>(
  db: DataSource | EntityManager,
  claim: LeasedClaim,
  now: Date,
): Promise<T[]> {
  const leaseEnd = new Date(now.getTime() + claim.leaseSeconds * 1000);
  const [rows] = (await db.query(
    `UPDATE ${claim.table} SET locked_until = $2${claim.alsoSet ? `, ${claim.alsoSet}` : ''}
      WHERE id IN (
        SELECT id FROM ${claim.table}
         WHERE (${claim.due}) AND (locked_until IS NULL OR locked_until <= $1)
         ORDER BY ${claim.order}
         LIMIT ${Number(claim.batch)}
         FOR UPDATE SKIP LOCKED)
      RETURNING ${claim.returning}`,
    [now, leaseEnd],
  )) as [T[], number];
  return rows;
}
