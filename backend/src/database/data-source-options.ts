import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import type { EmbeddedDatabase } from './embedded-database.js';
import { migrations } from './migrations/index.js';

/**
 * One description of the database for the app, the tests and the CLIs: PostgreSQL when
 * DATABASE_URL is set, otherwise the embedded PGlite through the real `pg` driver (pool of one).
 */
export function dataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'dbConnectTimeoutMs' | 'dbPoolSize'>,
  embedded?: EmbeddedDatabase,
): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities: [],
    migrations,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    // Failed queries are not logged with their parameters (they hold customers' personal data);
    // the error filter logs what an unexpected failure was.
    logging: false,
  };
  if (embedded) {
    return { ...common, poolSize: 1, extra: { ...createPgConfig(embedded.pglite), max: 1 } };
  }
  return {
    ...common,
    url: config.databaseUrl,
    poolSize: config.dbPoolSize,
    connectTimeoutMS: config.dbConnectTimeoutMs,
    extra: {
      max: config.dbPoolSize,
      connectionTimeoutMillis: config.dbConnectTimeoutMs,
      idleTimeoutMillis: 30000,
      // Names this process's connections in pg_stat_activity (several instances share one server).
      application_name: `shop-backend ${process.pid}`,
    },
  };
}
