import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Booking invariants, held by the database:
 * - every booking has a short unique reference;
 * - capacity: a booking takes one seat (1..capacity) of its slot, and a partial unique index allows
 *   each seat of a slot to be held by one active (not cancelled) booking. With capacity 1 that is
 *   "one active booking per slot"; a cancelled booking leaves the index and frees its seat.
 *   Concurrent inserts of one seat serialise on the index: one commits, the others find it taken
 *   (23505, or nothing inserted with ON CONFLICT DO NOTHING);
 * - a snapshot of each selected service's price and duration at booking time;
 * - idempotency keys, unique per scope, remembering the request's hash and the first answer.
 */
export class Booking1763800000000 implements MigrationInterface {
  name = 'Booking1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE appointments
        ADD COLUMN reference text,
        ADD COLUMN seat smallint NOT NULL DEFAULT 1 CHECK (seat >= 1),
        ADD COLUMN discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
        ADD COLUMN cancelled_at timestamptz`);
    await q.query(
      `UPDATE appointments SET reference = 'RB-' || upper(substr(md5(id::text), 1, 6)) WHERE reference IS NULL`,
    );
    await q.query(`ALTER TABLE appointments ALTER COLUMN reference SET NOT NULL`);
    await q.query(`ALTER TABLE appointments ADD CONSTRAINT uq_appointments_reference UNIQUE (reference)`);
    await q.query(
      `ALTER TABLE appointments ADD CONSTRAINT ck_appointments_reference CHECK (reference ~ '^RB-[0-9A-Z]{4,10}$')`,
    );
    await q.query(
      `ALTER TABLE appointments ADD CONSTRAINT ck_appointments_cancelled CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX uq_appointments_slot_seat ON appointments (appointment_date, seat) WHERE status <> 'cancelled'`,
    );
    await q.query(`CREATE INDEX idx_appointments_email ON appointments (lower(customer_email))`);
    await q.query(`
      CREATE TABLE appointment_services (
        appointment_id uuid NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position >= 0),
        service_type_id uuid REFERENCES service_types(id) ON DELETE SET NULL,
        service_slug text NOT NULL,
        service_name text NOT NULL,
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        duration_minutes integer NOT NULL CHECK (duration_minutes >= 0),
        PRIMARY KEY (appointment_id, position),
        CONSTRAINT uq_appointment_services_slug UNIQUE (appointment_id, service_slug)
      )`);
    await q.query(`
      CREATE TABLE idempotency_keys (
        scope text NOT NULL,
        key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
        request_hash text NOT NULL,
        response_status integer,
        response_body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);
    await q.query(`CREATE INDEX idx_idempotency_keys_created ON idempotency_keys (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
    await q.query(`DROP TABLE appointment_services`);
    await q.query(`DROP INDEX idx_appointments_email`);
    await q.query(`DROP INDEX uq_appointments_slot_seat`);
    await q.query(`
      ALTER TABLE appointments
        DROP CONSTRAINT ck_appointments_cancelled,
        DROP CONSTRAINT ck_appointments_reference,
        DROP CONSTRAINT uq_appointments_reference,
        DROP COLUMN cancelled_at,
        DROP COLUMN discount_cents,
        DROP COLUMN seat,
        DROP COLUMN reference`);
  }
}
