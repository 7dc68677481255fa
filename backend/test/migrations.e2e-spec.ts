import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { AppointmentStatusHistory1763840000000 } from '../src/database/migrations/1763840000000-appointment-status-history.js';
import { IdempotentReplayBytes1763850000000 } from '../src/database/migrations/1763850000000-idempotent-replay-bytes.js';
import { AppointmentTransitionRules1763860000000 } from '../src/database/migrations/1763860000000-appointment-transition-rules.js';
import { AppointmentCheckIn1763920000002 } from '../src/database/migrations/1763920000002-appointment-check-in.js';
import { PartDeviceModel1792000000101 } from '../src/database/migrations/1792000000101-part-device-model.js';
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
  'repair_order_notes',
  'repair_order_services',
  'repair_order_status_changes',
  'repair_order_status_transitions',
  'repair_order_tracking_tokens',
  'repair_quote_lines',
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
      ds.query(`INSERT INTO admin_users (username, password_hash, role) VALUES ('kim', 'y', 'admin')`),
    ).rejects.toMatchObject({ driverError: { code: '23514' } });
    // The third role (issue 41).
    await ds.query(`INSERT INTO admin_users (username, password_hash, role) VALUES ('kim', 'y', 'owner')`);
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
      'staff: confirmed>no_show (after_start)',
      'staff: scheduled>cancelled (any)',
      'staff: scheduled>confirmed (any)',
      'staff: scheduled>no_show (after_start)',
      'workshop: confirmed>checked_in (any)',
      'workshop: scheduled>checked_in (any)',
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

  it('turns appointments in repair, completed, or cancelled in repair into checked-in ones with a repair order each', async () => {
    await ds.runMigrations();
    await undoThrough(AppointmentCheckIn1763920000002);
    const [service] = await ds.query(
      `INSERT INTO service_types (slug, name, base_price_cents, warranty, warranty_days) VALUES ('mig-screen', 'Screen Repair', 12900, '90 days', 90) RETURNING id`,
    );
    const [user] = await ds.query(
      `INSERT INTO admin_users (username, password_hash, role) VALUES ('mig-editor', 'x', 'editor') RETURNING id`,
    );
    const t = (minutes: number) => new Date(Date.UTC(2026, 2, 4, 15, minutes));
    const appointment = async (reference: string, status: string, moves: [string, string, number][]) => {
      const [a] = await ds.query(
        `INSERT INTO appointments (appointment_date, appointment_type, reference, status, device_brand, device_model, device_info,
           customer_first_name, customer_last_name, customer_phone, customer_email, estimated_price_cents, discount_cents, cancelled_at)
         VALUES ($1, 'repair', $2, $3, 'Apple', 'iphone-15', 'Apple iPhone 15', 'Ada', 'Lovelace', '(555) 555-0142',
                 'ada@example.com', 11900, 1000, $4) RETURNING id`,
        [
          new Date(t(0).getTime() + Number(reference.slice(-1)) * 86_400_000),
          reference,
          status,
          status === 'cancelled' ? t(90) : null,
        ],
      );
      await ds.query(
        `INSERT INTO appointment_services (appointment_id, position, service_type_id, service_slug, service_name, price_cents, duration_minutes)
         VALUES ($1, 0, $2, 'mig-screen', 'Screen Repair', 12900, 60)`,
        [a.id, service.id],
      );
      for (const [from, to, minutes] of moves)
        await ds.query(
          `INSERT INTO appointment_status_changes (appointment_id, from_status, to_status, actor, changed_by_user_id, changed_by, changed_at)
           VALUES ($1, $2, $3, 'staff', $4, 'mig-editor', $5)`,
          [a.id, from, to, user.id, t(minutes)],
        );
      return a.id as string;
    };
    const inRepair = await appointment('RB-MIG001', 'in_repair', [
      ['scheduled', 'confirmed', 0],
      ['confirmed', 'in_repair', 30],
    ]);
    const completed = await appointment('RB-MIG002', 'completed', [
      ['confirmed', 'in_repair', 30],
      ['in_repair', 'completed', 90],
    ]);
    const cancelled = await appointment('RB-MIG003', 'cancelled', [
      ['confirmed', 'in_repair', 30],
      ['in_repair', 'cancelled', 90],
    ]);
    const confirmed = await appointment('RB-MIG004', 'confirmed', [['scheduled', 'confirmed', 0]]);

    await ds.runMigrations();

    const statusOf = async (id: string) =>
      (await ds.query(`SELECT status, cancelled_at FROM appointments WHERE id = $1`, [id]))[0];
    expect(await statusOf(inRepair)).toEqual({ status: 'checked_in', cancelled_at: null });
    expect(await statusOf(completed)).toEqual({ status: 'checked_in', cancelled_at: null });
    expect(await statusOf(cancelled)).toEqual({ status: 'checked_in', cancelled_at: null });
    expect((await statusOf(confirmed)).status).toBe('confirmed');

    const orderOf = async (appointmentId: string) =>
      (
        await ds.query(
          `SELECT id, reference, status, customer_name, customer_phone, device_brand, device_model, labor_cost_cents,
                  discount_cents, total_cost_cents, started_at, completed_at, picked_up_at
             FROM repair_orders WHERE appointment_id = $1`,
          [appointmentId],
        )
      )[0];
    const timeline = async (orderId: string) =>
      (
        await ds.query(
          `SELECT coalesce(from_status, '-') || '>' || to_status || ' ' || changed_by AS step
             FROM repair_order_status_changes WHERE repair_order_id = $1 ORDER BY changed_at, seq`,
          [orderId],
        )
      ).map((r: { step: string }) => r.step);
    const a = await orderOf(inRepair);
    expect(a).toMatchObject({
      status: 'in_repair',
      customer_name: 'Ada Lovelace',
      customer_phone: '(555) 555-0142',
      device_brand: 'Apple',
      device_model: 'Apple iPhone 15',
      labor_cost_cents: 12900,
      discount_cents: 1000,
      total_cost_cents: 11900,
      started_at: t(30),
      completed_at: null,
      picked_up_at: null,
    });
    expect(a.reference).toMatch(/^RO-[0-9A-Z]{6}$/);
    expect(await timeline(a.id)).toEqual(['->in_repair mig-editor']);
    const b = await orderOf(completed);
    expect(b).toMatchObject({
      status: 'picked_up',
      started_at: t(30),
      completed_at: t(90),
      picked_up_at: t(90),
    });
    expect(await timeline(b.id)).toEqual([
      '->in_repair mig-editor',
      'in_repair>ready mig-editor',
      'ready>picked_up mig-editor',
    ]);
    const c = await orderOf(cancelled);
    expect(c).toMatchObject({ status: 'cancelled', started_at: t(30) });
    expect(await timeline(c.id)).toEqual(['->in_repair mig-editor', 'in_repair>cancelled mig-editor']);
    expect(await orderOf(confirmed)).toBeUndefined();
    const [line] = await ds.query(
      `SELECT service_type_id, price_cents, warranty_days FROM repair_order_services WHERE repair_order_id = $1`,
      [b.id],
    );
    expect(line).toEqual({ service_type_id: service.id, price_cents: 12900, warranty_days: 90 });

    // The appointment's history reads up to the counter, the check-in made by the workshop.
    const history = async (id: string) =>
      (
        await ds.query(
          `SELECT from_status || '>' || to_status || ' ' || actor AS step FROM appointment_status_changes
            WHERE appointment_id = $1 ORDER BY changed_at, seq`,
          [id],
        )
      ).map((r: { step: string }) => r.step);
    expect(await history(inRepair)).toEqual(['scheduled>confirmed staff', 'confirmed>checked_in workshop']);
    expect(await history(completed)).toEqual(['confirmed>checked_in workshop']);
    // The old states are gone for good; a new order's first history row is its check-in (received).
    await expect(
      ds.query(`UPDATE appointments SET status = 'in_repair' WHERE id = $1`, [confirmed]),
    ).rejects.toMatchObject({ driverError: { code: '23514' } });
    await expect(
      ds.query(
        `INSERT INTO repair_order_status_changes (repair_order_id, from_status, to_status, changed_by, changed_at) VALUES ($1, NULL, 'ready', 'x', now())`,
        [a.id],
      ),
    ).rejects.toMatchObject({ driverError: { code: '23514' } });
    await expect(
      ds.query(
        `INSERT INTO repair_order_status_changes (repair_order_id, from_status, to_status, changed_by, changed_at) VALUES ($1, 'received', 'ready', 'x', now())`,
        [a.id],
      ),
    ).rejects.toMatchObject({ driverError: { code: '23503' } });
    await expect(
      ds.query(
        `INSERT INTO repair_orders (device_type, device_model, repair_type, reference, appointment_id) VALUES ('x', 'x', 'x', 'RO-DUPL22', $1)`,
        [inRepair],
      ),
    ).rejects.toMatchObject({ driverError: { code: '23505' } });

    // Down maps them back by their orders, and up again gives the same picture.
    await undoThrough(AppointmentCheckIn1763920000002);
    expect((await statusOf(inRepair)).status).toBe('in_repair');
    expect((await statusOf(completed)).status).toBe('completed');
    expect((await statusOf(cancelled)).status).toBe('cancelled');
    await ds.undoLastMigration(); // the workshop's tables
    expect(await tables()).not.toEqual(expect.arrayContaining(['repair_order_status_changes']));
    await ds.runMigrations();
    expect((await statusOf(completed)).status).toBe('checked_in');
    expect((await orderOf(completed)).status).toBe('picked_up');
    await ds.query(`DELETE FROM repair_orders`);
    await ds.query(`DELETE FROM appointments WHERE reference LIKE 'RB-MIG%'`);
  });

  it("names a part's device model from the catalogue: the free text matched by name, case and spaces aside", async () => {
    await ds.runMigrations();
    await undoThrough(PartDeviceModel1792000000101);
    const [model] = await ds.query(
      `INSERT INTO device_models (slug, category, brand, model_name, image, base_price_cents) VALUES ('mig-p-1', 'iphone', 'Apple', 'Mig Phone 1', '/x.svg', 100) RETURNING id`,
    );
    const part = async (slug: string, deviceModel: string | null) =>
      (
        await ds.query(
          `INSERT INTO inventory (part_name, slug, device_model, unit_price_cents) VALUES ($1, $1, $2, 100) RETURNING id`,
          [slug, deviceModel],
        )
      )[0].id as string;
    const exact = await part('mig-part-exact', 'Mig Phone 1');
    const loose = await part('mig-part-loose', '  mig   PHONE 1 ');
    const other = await part('mig-part-other', 'Mig Phone 2');
    const none = await part('mig-part-none', null);
    await ds.runMigrations();
    const modelOf = async (id: string) =>
      (await ds.query(`SELECT device_model_id FROM inventory WHERE id = $1`, [id]))[0].device_model_id;
    expect(await modelOf(exact)).toBe(model.id);
    expect(await modelOf(loose)).toBe(model.id);
    expect(await modelOf(other)).toBeNull();
    expect(await modelOf(none)).toBeNull();
    expect(await column('inventory', 'device_model')).toBeUndefined();
    await expect(
      ds.query(`UPDATE inventory SET device_model_id = gen_random_uuid() WHERE id = $1`, [none]),
    ).rejects.toMatchObject({ driverError: { code: '23503', constraint: 'fk_inventory_device_model' } });
    // Down gives the free text back as the catalogue names the model.
    await undoThrough(PartDeviceModel1792000000101);
    const textOf = async (id: string) =>
      (await ds.query(`SELECT device_model FROM inventory WHERE id = $1`, [id]))[0].device_model;
    expect(await textOf(loose)).toBe('Mig Phone 1');
    expect(await textOf(other)).toBeNull();
    await ds.runMigrations();
    await ds.query(`DELETE FROM inventory WHERE slug LIKE 'mig-part-%'`);
    await ds.query(`DELETE FROM device_models WHERE id = $1`, [model.id]);
  });
});
