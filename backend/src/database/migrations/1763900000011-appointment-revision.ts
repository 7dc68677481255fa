import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking can be moved to another slot (reschedule). `revision` counts the moves: the calendar
 * file's SEQUENCE, so a calendar that imported the booking takes the new time (RFC 5545 3.8.7.4).
 * The move itself changes `appointment_date` and `seat` of the same row, so the seat index
 * (uq_appointments_slot_seat) holds the capacity rule for a move exactly as for a booking.
 */
export class AppointmentRevision1763900000011 implements MigrationInterface {
  name = 'AppointmentRevision1763900000011';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE appointments ADD COLUMN revision integer NOT NULL DEFAULT 0 CONSTRAINT ck_appointments_revision CHECK (revision >= 0)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments DROP COLUMN revision`);
  }
}
