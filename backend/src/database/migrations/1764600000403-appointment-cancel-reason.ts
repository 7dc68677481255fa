import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why staff cancelled an appointment (issue 32 item 7): a note on the history row of a status
 * change, asked in the cancel dialog, kept with the move and shown in the appointment's history.
 */
export class AppointmentCancelReason1764600000403 implements MigrationInterface {
  name = 'AppointmentCancelReason1764600000403';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE appointment_status_changes ADD COLUMN note text
        CONSTRAINT ck_appointment_status_changes_note CHECK (char_length(note) BETWEEN 1 AND 500)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointment_status_changes DROP COLUMN note`);
  }
}
