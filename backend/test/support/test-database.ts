import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { EmbeddedDatabase } from '../../src/database/embedded-database.js';
import { loadPgliteTemplate } from './pglite-template.js';

/**
 * A database of its own for one test file: a new database on the PostgreSQL server named by
 * DATABASE_URL (CI), or an in-memory PGlite started from the template otherwise.
 */
export interface TestDatabase {
  kind: 'postgres' | 'pglite';
  /** Connection string of the new database (postgres only). */
  url?: string;
  embedded?: EmbeddedDatabase;
  drop(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.DATABASE_URL);

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await EmbeddedDatabase.inMemory(loadPgliteTemplate());
    return { kind: 'pglite', embedded, drop: () => embedded.close() };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
