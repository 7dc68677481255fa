import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reminder e-mail of the day before: `reminder_sent_for` is the start time a reminder was sent
 * for. The reminder job claims due bookings (FOR UPDATE SKIP LOCKED), sets it and queues the e-mail
 * in one transaction, so each booking is reminded once per start time; a booking moved to another
 * day is due again. The partial index serves the job's look-up of tomorrow's upcoming bookings.
 */
export class BookingReminders1763900000013 implements MigrationInterface {
  name = 'BookingReminders1763900000013';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments ADD COLUMN reminder_sent_for timestamptz`);
    await q.query(
      `CREATE INDEX idx_appointments_reminder_due ON appointments (appointment_date) WHERE status IN ('scheduled', 'confirmed')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_appointments_reminder_due`);
    await q.query(`ALTER TABLE appointments DROP COLUMN reminder_sent_for`);
  }
}
