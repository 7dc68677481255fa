import { MigrationExecutor, type DataSource } from 'typeorm';
import { AdvisoryLock, whileHolding } from '../common/database/advisory-locks.js';

/**
 * Runs the pending migrations, each in its own transaction, once however many instances start
 * together on one database: the first to take the lock migrates, the others then find nothing left.
 */
export async function migrate(dataSource: DataSource): Promise<void> {
  await whileHolding(dataSource, AdvisoryLock.migrations, async (runner) => {
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'each';
    await executor.executePendingMigrations();
  });
}
