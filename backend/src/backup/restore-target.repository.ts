import pg from 'pg';

/**
 * The PostgreSQL database a restore writes into, reached before the app's schema exists there (the
 * app's Db needs a migrated database): is it in use, is it empty, and emptying it.
 */
export class RestoreTargetRepository {
  private constructor(private readonly client: pg.Client) {}

  static async connect(databaseUrl: string): Promise<RestoreTargetRepository> {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'shop-restore' });
    await client.connect();
    return new RestoreTargetRepository(client);
  }

  /** Connections of the app's servers to this database (they name themselves `shop-backend <pid>`). */
  async serverConnections(): Promise<number> {
    const { rows } = await this.client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name LIKE 'shop-backend%'`,
    );
    return rows[0].n;
  }

  /** Tables in the public schema. */
  async tableCount(): Promise<number> {
    const { rows } = await this.client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`,
    );
    return rows[0].n;
  }

  /** Drops everything in the public schema (tables, their data, extensions' objects). */
  async empty(): Promise<void> {
    await this.client.query(`DROP SCHEMA public CASCADE`);
    await this.client.query(`CREATE SCHEMA public`);
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}
