import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The life cycle's rules move into its table, so one conditional UPDATE can apply them all:
 * - appointment_status_transitions gets who may make a move (`actor`: staff or customer) and when
 *   (`timing`: any time, before the start, or once started). A no-show is marked once started;
 *   a customer may cancel a scheduled or confirmed booking before its start (it was a constant in
 *   the public booking code).
 * - appointment_status_changes records the kind of actor too, and its foreign key now covers
 *   (from, to, actor): a history row can only record a move that kind of actor may make.
 * - The discount redemption's link to its appointment is checked at commit, so a booking mints its
 *   appointment id first and redeems the code with it in one update, before the appointment row.
 */
export class AppointmentTransitionRules1763860000000 implements MigrationInterface {
  name = 'AppointmentTransitionRules1763860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE appointment_status_changes DROP CONSTRAINT fk_appointment_status_changes_transition`,
    );
    await q.query(`
      ALTER TABLE appointment_status_transitions
        ADD COLUMN actor text NOT NULL DEFAULT 'staff' CONSTRAINT ck_transitions_actor CHECK (actor IN ('staff', 'customer')),
        ADD COLUMN timing text NOT NULL DEFAULT 'any'
          CONSTRAINT ck_transitions_timing CHECK (timing IN ('any', 'before_start', 'after_start'))`);
    await q.query(
      `ALTER TABLE appointment_status_transitions ALTER COLUMN actor DROP DEFAULT, ALTER COLUMN timing DROP DEFAULT`,
    );
    await q.query(`
      ALTER TABLE appointment_status_transitions
        DROP CONSTRAINT appointment_status_transitions_pkey,
        ADD PRIMARY KEY (from_status, to_status, actor)`);
    await q.query(
      `UPDATE appointment_status_transitions SET timing = 'after_start' WHERE to_status = 'no_show'`,
    );
    await q.query(`
      INSERT INTO appointment_status_transitions (from_status, to_status, actor, timing)
      VALUES ('scheduled', 'cancelled', 'customer', 'before_start'), ('confirmed', 'cancelled', 'customer', 'before_start')`);

    await q.query(`ALTER TABLE appointment_status_changes ADD COLUMN actor text`);
    await q.query(`
      UPDATE appointment_status_changes
         SET actor = CASE WHEN changed_by_user_id IS NULL AND changed_by = 'customer' THEN 'customer' ELSE 'staff' END`);
    await q.query(`ALTER TABLE appointment_status_changes ALTER COLUMN actor SET NOT NULL`);
    await q.query(`
      ALTER TABLE appointment_status_changes ADD CONSTRAINT fk_appointment_status_changes_transition
        FOREIGN KEY (from_status, to_status, actor) REFERENCES appointment_status_transitions (from_status, to_status, actor)`);

    await q.query(
      `ALTER TABLE customers ALTER CONSTRAINT customers_discount_code_used_by_appointment_fkey DEFERRABLE INITIALLY DEFERRED`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE customers ALTER CONSTRAINT customers_discount_code_used_by_appointment_fkey NOT DEFERRABLE`,
    );
    await q.query(
      `ALTER TABLE appointment_status_changes DROP CONSTRAINT fk_appointment_status_changes_transition`,
    );
    await q.query(`ALTER TABLE appointment_status_changes DROP COLUMN actor`);
    await q.query(`DELETE FROM appointment_status_transitions WHERE actor = 'customer'`);
    await q.query(`
      ALTER TABLE appointment_status_transitions
        DROP CONSTRAINT appointment_status_transitions_pkey,
        ADD PRIMARY KEY (from_status, to_status),
        DROP COLUMN timing,
        DROP COLUMN actor`);
    await q.query(`
      ALTER TABLE appointment_status_changes ADD CONSTRAINT fk_appointment_status_changes_transition
        FOREIGN KEY (from_status, to_status) REFERENCES appointment_status_transitions (from_status, to_status)`);
  }
}
