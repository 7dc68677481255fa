import type { Db } from './db.js';

/** Rows deleted per statement by a clean-up, so it never holds a table (or PGlite's one connection) for long. */
export const DELETE_BATCH = 1000;

/**
 * Runs a DELETE of at most DELETE_BATCH rows (its SQL says `LIMIT ${DELETE_BATCH}` in a sub-select)
 * again and again until fewer come back: a large clean-up as many short statements. Answers how many
 * rows it deleted in all.
 */
export async function deleteInBatches(db: Db, sql: string, params: readonly unknown[]): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await db.execute(sql, params);
    total += deleted;
    if (deleted < DELETE_BATCH) return total;
  }
}
