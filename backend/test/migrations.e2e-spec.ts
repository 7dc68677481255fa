import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { AppointmentStatusHistory1763840000000 } from '../src/database/migrations/1763840000000-appointment-status-history.js';
import { IdempotentReplayBytes1763850000000 } from '../src/database/migrations/1763850000000-idempotent-replay-bytes.js';
import { AppointmentTransitionRules1763860000000 } from '../src/database/migrations/1763860000000-appointment-transition-rules.js';
import { migrations } from '../src/database/migrations/index.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const TABLES = [
  'admin_sessions',
  'admin_users',
  'appointment_status_changes',
  'appointment_status_transitions',
  'appointments',
  'closed_days',
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

  /** Undoes the migrations from the last one back to `migration`, included. */
  const undoThrough = async (migration: (typeof migrations)[number]): Promise<void> => {
    for (let i = migrations.indexOf(migration); i < migrations.length; i++) await ds.undoLastMigration();
  };

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

  it('holds the appointment life cycle: known statuses, allowed changes only in the history', async () => {
    const constraint = async () =>
      (
        await ds.query(
          `SELECT count(*)::int AS n FROM pg_constraint WHERE conname = 'ck_appointments_status'`,
        )
      )[0].n;
    // The life-cycle migration's down removes its tables and check; up brings them back, seeded.
    await undoThrough(AppointmentStatusHistory1763840000000);
    expect(await tables()).not.toEqual(expect.arrayContaining(['appointment_status_transitions']));
    expect(await tables()).not.toEqual(expect.arrayContaining(['appointment_status_changes']));
    expect(await constraint()).toBe(0);
    await ds.runMigrations();
    expect(await tables()).toEqual(
      expect.arrayContaining(['appointment_status_transitions', 'appointment_status_changes']),
    );
    expect(await constraint()).toBe(1);
    const pairs = (
      await ds.query(
        `SELECT actor || ': ' || from_status || '>' || to_status || ' (' || timing || ')' AS pair
           FROM appointment_status_transitions ORDER BY 1`,
      )
    ).map((r: { pair: string }) => r.pair);
    expect(pairs).toEqual([
      'customer: confirmed>cancelled (before_start)',
      'customer: scheduled>cancelled (before_start)',
      'staff: confirmed>cancelled (any)',
      'staff: confirmed>in_repair (any)',
      'staff: confirmed>no_show (after_start)',
      'staff: in_repair>cancelled (any)',
      'staff: in_repair>completed (any)',
      'staff: scheduled>cancelled (any)',
      'staff: scheduled>confirmed (any)',
      'staff: scheduled>no_show (after_start)',
    ]);

    const [appointment] = await ds.query(
      `INSERT INTO appointments (appointment_date, appointment_type, reference) VALUES (now(), 'repair', 'RB-MIGR8') RETURNING id, status`,
    );
    expect(appointment.status).toBe('scheduled');
    await expect(
      ds.query(`UPDATE appointments SET status = 'done' WHERE id = $1`, [appointment.id]),
    ).rejects.toMatchObject({ driverError: { code: '23514' } });
    const change = (from: string, to: string, actor = 'staff') =>
      ds.query(
        `INSERT INTO appointment_status_changes (appointment_id, from_status, to_status, actor, changed_by, changed_at)
         VALUES ($1, $2, $3, $4, 'test', now())`,
        [appointment.id, from, to, actor],
      );
    await change('scheduled', 'confirmed');
    await change('confirmed', 'cancelled', 'customer');
    for (const [from, to, actor] of [
      ['scheduled', 'completed', 'staff'],
      ['completed', 'cancelled', 'staff'],
      ['cancelled', 'scheduled', 'staff'],
      ['no_show', 'confirmed', 'staff'],
      // A customer may only cancel.
      ['scheduled', 'confirmed', 'customer'],
      ['in_repair', 'cancelled', 'customer'],
    ]) {
      await expect(change(from, to, actor)).rejects.toMatchObject({ driverError: { code: '23503' } });
    }
    // History goes with its appointment.
    await ds.query(`DELETE FROM appointments WHERE id = $1`, [appointment.id]);
    expect((await ds.query(`SELECT count(*)::int AS n FROM appointment_status_changes`))[0].n).toBe(0);
  });

  it('keeps an idempotent answer as written (json, not jsonb), and gives jsonb back on the way down', async () => {
    await ds.runMigrations();
    expect(await column('idempotency_keys', 'response_body')).toMatchObject({ data_type: 'json' });
    await ds.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, response_status, response_body, created_at)
       VALUES ('appointments', 'k-json', 'h', 201, '{"reference":"RB-2345","status":"scheduled"}', now())`,
    );
    const [{ body }] = await ds.query(
      `SELECT response_body::text AS body FROM idempotency_keys WHERE key = 'k-json'`,
    );
    expect(body).toBe('{"reference":"RB-2345","status":"scheduled"}');
    await undoThrough(IdempotentReplayBytes1763850000000);
    expect(await column('idempotency_keys', 'response_body')).toMatchObject({ data_type: 'jsonb' });
    await ds.runMigrations();
    expect(await column('idempotency_keys', 'response_body')).toMatchObject({ data_type: 'json' });
  });

  it('records who may make each move: history keeps its actor through down and up', async () => {
    await ds.runMigrations();
    const [appointment] = await ds.query(
      `INSERT INTO appointments (appointment_date, appointment_type, reference) VALUES (now(), 'repair', 'RB-ACTR1') RETURNING id`,
    );
    await ds.query(
      `INSERT INTO appointment_status_changes (appointment_id, from_status, to_status, actor, changed_by, changed_at)
       VALUES ($1, 'scheduled', 'cancelled', 'customer', 'customer', now())`,
      [appointment.id],
    );
    await undoThrough(AppointmentTransitionRules1763860000000);
    expect(await column('appointment_status_transitions', 'actor')).toBeUndefined();
    expect(await column('appointment_status_changes', 'actor')).toBeUndefined();
    await ds.runMigrations();
    // The customer's cancel recorded before is a customer's move again (backfilled from changed_by).
    const [{ actor }] = await ds.query(
      `SELECT actor FROM appointment_status_changes WHERE appointment_id = $1`,
      [appointment.id],
    );
    expect(actor).toBe('customer');
    await ds.query(`DELETE FROM appointments WHERE id = $1`, [appointment.id]);
  });

  it('checks the link from a redeemed discount to its appointment at commit (id minted first)', async () => {
    await ds.runMigrations();
    const [customer] = await ds.query(
      `INSERT INTO customers (first_name, last_name, email, phone, discount_code, discount_code_used_at)
       VALUES ('Ada', 'L', 'ada-mig@example.com', '555', 'MGR8CDEF', now()) RETURNING id`,
    );
    const id = '7f2a1c4e-0000-4000-8000-000000000001';
    // Link first, appointment row later, one transaction: accepted.
    await ds.transaction(async (m) => {
      await m.query(`UPDATE customers SET discount_code_used_by_appointment = $1 WHERE id = $2`, [
        id,
        customer.id,
      ]);
      await m.query(
        `INSERT INTO appointments (id, appointment_date, appointment_type, reference) VALUES ($1, now(), 'repair', 'RB-LINK1')`,
        [id],
      );
    });
    // A link to an appointment that never comes: refused at commit.
    await expect(
      ds.transaction((m) =>
        m.query(`UPDATE customers SET discount_code_used_by_appointment = gen_random_uuid() WHERE id = $1`, [
          customer.id,
        ]),
      ),
    ).rejects.toMatchObject({ driverError: { code: '23503' } });
    await ds.query(`DELETE FROM customers WHERE id = $1`, [customer.id]);
    await ds.query(`DELETE FROM appointments WHERE id = $1`, [id]);
  });
});
