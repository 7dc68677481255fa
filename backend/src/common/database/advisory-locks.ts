import type { DataSource, QueryRunner } from 'typeorm';
import type { Db } from './db.js';

/**
 * Every advisory lock of the app, one number each (PostgreSQL keys them by a bigint), so no two
 * uses share one by accident.
 */
export const AdvisoryLock = {
  /** Bringing the schema up to date: one instance migrates, the others wait and find nothing to do. */
  migrations: 7001,
  /** Creating the demo staff accounts on an empty database. */
  demoStaff: 4242,
  /** Changing a staff account's role or state: the check that an active owner remains, and the change. */
  staffAccounts: 4243,
} as const;
export type AdvisoryLockKey = (typeof AdvisoryLock)[keyof typeof AdvisoryLock];

/**
 * Runs `work` on a connection of its own while holding `lock`: an instance that asks meanwhile
 * waits its turn. PostgreSQL releases the lock with the connection, so a process that dies
 * holding it blocks no one.
 */
export async function whileHolding<T>(
  dataSource: DataSource,
  lock: AdvisoryLockKey,
  work: (runner: QueryRunner) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [lock]);
    try {
      return await work(runner);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [lock]);
    }
  } finally {
    await runner.release();
  }
}

/** Holds `lock` until the transaction under way (Db's) ends. */
export async function lockForTransaction(db: Db, lock: AdvisoryLockKey): Promise<void> {
  if (!db.inTransaction) throw new Error('lockForTransaction needs a transaction under way');
  await db.query('SELECT pg_advisory_xact_lock($1)', [lock]);
}
