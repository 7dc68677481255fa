import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { migrations } from '../src/database/migrations/index.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const TABLES = [
  'admin_sessions',
  'admin_users',
  'appointments',
  'customers',
  'device_models',
  'inventory',
  'repair_orders',
  'repair_quotes',
  'retail_prices',
  'service_types',
];

describe(`migrations (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let db: TestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = new DataSource(
      dataSourceOptions({ databaseUrl: db.url, dbConnectTimeoutMs: 3000, dbPoolSize: 2 }, db.embedded),
    );
    await ds.initialize();
  });
  afterAll(async () => {
    await ds.destroy();
    await db.drop();
  });

  const tables = async (): Promise<string[]> =>
    (
      await ds.query(
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY 1`,
      )
    ).map((r: { tablename: string }) => r.tablename);
  const column = async (table: string, name: string) =>
    (
      await ds.query(
        `SELECT is_nullable, column_default, data_type FROM information_schema.columns WHERE table_name = $1 AND column_name = $2`,
        [table, name],
      )
    )[0];

  it('runs every migration up, all the way down, and up again', async () => {
    await ds.runMigrations();
    expect(await tables()).toEqual(expect.arrayContaining(TABLES));
    for (let i = 0; i < migrations.length; i++) await ds.undoLastMigration();
    expect(await tables()).toEqual([]);
    await ds.runMigrations();
    expect(await tables()).toEqual(expect.arrayContaining(TABLES));
  });

  it('has the spec defaults and required columns', async () => {
    expect(await column('customers', 'discount_claimed')).toMatchObject({
      is_nullable: 'NO',
      column_default: expect.stringContaining('pending'),
    });
    expect(await column('appointments', 'status')).toMatchObject({
      column_default: expect.stringContaining('scheduled'),
    });
    expect(await column('repair_quotes', 'status')).toMatchObject({
      column_default: expect.stringContaining('pending'),
    });
    expect(await column('repair_orders', 'status')).toMatchObject({
      column_default: expect.stringContaining('received'),
    });
    expect(await column('inventory', 'quantity')).toMatchObject({ column_default: '0' });
    expect(await column('device_models', 'display_order')).toMatchObject({ column_default: '0' });
    for (const [table, name] of [
      ['customers', 'first_name'],
      ['customers', 'email'],
      ['appointments', 'appointment_date'],
      ['retail_prices', 'price_cents'],
      ['repair_quotes', 'estimated_price_cents'],
    ]) {
      expect(await column(table, name)).toMatchObject({ is_nullable: 'NO' });
    }
    expect(await column('retail_prices', 'price_cents')).toMatchObject({ data_type: 'integer' });
    expect(await column('customers', 'id')).toMatchObject({ data_type: 'uuid' });
  });

  it('enforces one price per cell, unique usernames and sane amounts', async () => {
    const [model] = await ds.query(
      `INSERT INTO device_models (slug, category, brand, model_name, image, base_price_cents) VALUES ('t-1', 'iphone', 'Apple', 'T 1', '/x.svg', 100) RETURNING id`,
    );
    const [service] = await ds.query(
      `INSERT INTO service_types (slug, name, base_price_cents, warranty) VALUES ('t-s', 'T', 0, 'none') RETURNING id`,
    );
    await ds.query(
      `INSERT INTO retail_prices (device_model_id, service_type_id, price_cents) VALUES ($1, $2, 100)`,
      [model.id, service.id],
    );
    await expect(
      ds.query(
        `INSERT INTO retail_prices (device_model_id, service_type_id, price_cents) VALUES ($1, $2, 200)`,
        [model.id, service.id],
      ),
    ).rejects.toMatchObject({ driverError: { code: '23505' } });
    await expect(
      ds.query(
        `INSERT INTO retail_prices (device_model_id, service_type_id, price_cents) VALUES ($1, gen_random_uuid(), 1)`,
        [model.id],
      ),
    ).rejects.toMatchObject({ driverError: { code: '23503' } });
    await expect(ds.query(`UPDATE retail_prices SET price_cents = -1`)).rejects.toMatchObject({
      driverError: { code: '23514' },
    });
    await ds.query(`INSERT INTO admin_users (username, password_hash, role) VALUES ('sam', 'x', 'viewer')`);
    await expect(
      ds.query(`INSERT INTO admin_users (username, password_hash, role) VALUES ('sam', 'y', 'editor')`),
    ).rejects.toMatchObject({ driverError: { code: '23505' } });
    await expect(
      ds.query(`INSERT INTO admin_users (username, password_hash, role) VALUES ('kim', 'y', 'owner')`),
    ).rejects.toMatchObject({ driverError: { code: '23514' } });
  });
});
