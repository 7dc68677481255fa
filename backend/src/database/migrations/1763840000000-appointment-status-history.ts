import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `('scheduled', 'confirmed', 'in_repair', 'completed', 'cancelled', 'no_show')`;

/** The allowed moves of an appointment's life cycle; completed, cancelled and no_show are final. */
const TRANSITIONS: [string, string][] = [
  ['scheduled', 'confirmed'],
  ['scheduled', 'cancelled'],
  ['scheduled', 'no_show'],
  ['confirmed', 'in_repair'],
  ['confirmed', 'cancelled'],
  ['confirmed', 'no_show'],
  ['in_repair', 'completed'],
  ['in_repair', 'cancelled'],
];

/**
 * The appointment life cycle, held by the database:
 * - an appointment's status is one of six known values;
 * - appointment_status_transitions lists the allowed (from, to) pairs;
 * - appointment_status_changes records every change (who, when); its (from, to) must be an allowed
 *   pair (foreign key), so a change that is not in the table cannot be recorded, and the status
 *   update and its history row commit together or not at all.
 * `seq` orders changes made at the same instant.
 */
export class AppointmentStatusHistory1763840000000 implements MigrationInterface {
  name = 'AppointmentStatusHistory1763840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE appointments ADD CONSTRAINT ck_appointments_status CHECK (status IN ${STATUSES})`,
    );
    await q.query(`
      CREATE TABLE appointment_status_transitions (
        from_status text NOT NULL CHECK (from_status IN ${STATUSES}),
        to_status text NOT NULL CHECK (to_status IN ${STATUSES}),
        PRIMARY KEY (from_status, to_status),
        CHECK (from_status <> to_status)
      )`);
    await q.query(
      `INSERT INTO appointment_status_transitions (from_status, to_status) VALUES ${TRANSITIONS.map(
        ([from, to]) => `('${from}', '${to}')`,
      ).join(', ')}`,
    );
    await q.query(`
      CREATE TABLE appointment_status_changes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        appointment_id uuid NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
        from_status text NOT NULL,
        to_status text NOT NULL,
        changed_by_user_id uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        changed_by text NOT NULL CHECK (length(changed_by) BETWEEN 1 AND 64),
        changed_at timestamptz NOT NULL,
        CONSTRAINT fk_appointment_status_changes_transition FOREIGN KEY (from_status, to_status)
          REFERENCES appointment_status_transitions (from_status, to_status)
      )`);
    await q.query(
      `CREATE INDEX idx_appointment_status_changes_appointment ON appointment_status_changes (appointment_id, changed_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE appointment_status_changes`);
    await q.query(`DROP TABLE appointment_status_transitions`);
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT ck_appointments_status`);
  }
}
