import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { Db } from '../common/database/db.js';
import type { AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';
import { EmbeddedDatabase } from './embedded-database.js';
import { migrate } from './migrate.js';

/** A database opened outside the app (a command-line tool): migrated, reached through Db. */
export interface OpenDatabase {
  db: Db;
  close(): Promise<void>;
}

/**
 * Opens the app's database for a command-line tool, as the app does (DATABASE_URL, or the embedded
 * database in DATA_DIR, locked against a second process), with the entities the tool uses.
 */
export async function openDatabase(
  config: AppConfig,
  entities: MixedList<string | EntitySchema | (new () => unknown)>,
): Promise<OpenDatabase> {
  const embedded = config.databaseUrl ? undefined : await EmbeddedDatabase.open(config.dataDir);
  const dataSource = new DataSource({ ...dataSourceOptions(config, embedded), entities });
  const close = async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.close();
  };
  try {
    await dataSource.initialize();
    await migrate(dataSource);
  } catch (error) {
    await close();
    throw error;
  }
  return { db: new Db(dataSource), close };
}
