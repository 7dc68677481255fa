import type { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_STATUSES = `('scheduled', 'confirmed', 'in_repair', 'completed', 'cancelled', 'no_show')`;
const NEW_STATUSES = `('scheduled', 'confirmed', 'checked_in', 'cancelled', 'no_show')`;
/** Both sets while the rows move. */
const BOTH = `('scheduled', 'confirmed', 'in_repair', 'completed', 'checked_in', 'cancelled', 'no_show')`;
const MIGRATED_NOTE = 'Checked in before the workshop existed (moved from the appointment)';

/**
 * The appointment's life cycle ends at `checked_in`: the repair itself is the repair order's.
 *
 * Every appointment that went `in_repair` becomes `checked_in` with a repair order that carries on
 * from there (customer, device, services and booked prices, discount copied):
 * - still in_repair → an order in `in_repair` (startedAt = when the appointment went in_repair);
 * - completed → an order in `picked_up` (startedAt from in_repair, completedAt and pickedUpAt from
 *   completed);
 * - cancelled after in_repair → the appointment is `checked_in` (it was) and the order `cancelled`.
 * The order's history reads as it happened: checked in straight into in_repair, then (when it went
 * on) ready and picked up, or cancelled, each by the staff member and at the time recorded on the
 * appointment. Those first rows start from nothing into in_repair, which the workshop allows only
 * for these migrated rows (the "first row is received" check is re-added NOT VALID).
 *
 * The appointment's own history is rewritten meaningfully: confirmed → in_repair reads
 * confirmed → checked_in (what happened at the counter, the workshop's move), and its later rows
 * (from in_repair) move to the order's history. The transitions table gets scheduled/confirmed →
 * checked_in for the workshop's check-in (actor `workshop`, any time) and loses the in_repair and
 * completed rows. `down` maps each checked-in appointment back by its order's status (picked up:
 * completed; cancelled: cancelled; else in repair) and removes those orders: up makes them anew.
 */
export class AppointmentCheckIn1763920000002 implements MigrationInterface {
  name = 'AppointmentCheckIn1763920000002';

  async up(q: QueryRunner): Promise<void> {
    await allowStatuses(q, BOTH);
    // Check-in is the workshop's move (its own actor kind), so only a check-in, which creates the
    // repair order in the same transaction, can make it: a plain status change cannot.
    await q.query(`ALTER TABLE appointment_status_transitions DROP CONSTRAINT ck_transitions_actor`);
    await q.query(
      `ALTER TABLE appointment_status_transitions ADD CONSTRAINT ck_transitions_actor CHECK (actor IN ('staff', 'customer', 'workshop'))`,
    );
    await q.query(
      `INSERT INTO appointment_status_transitions (from_status, to_status, actor, timing)
       VALUES ('scheduled', 'checked_in', 'workshop', 'any'), ('confirmed', 'checked_in', 'workshop', 'any')`,
    );

    // The appointments repaired so far, with when (and by whom) they went in repair and on.
    await q.query(`
      CREATE TEMPORARY TABLE migrated_repairs ON COMMIT DROP AS
      SELECT a.id AS appointment_id, gen_random_uuid() AS order_id, a.status AS old_status,
             coalesce(started.changed_at, a.appointment_date) AS started_at,
             started.changed_by AS started_by, started.changed_by_user_id AS started_by_user_id,
             ended.to_status AS ended_status, coalesce(ended.changed_at, a.appointment_date) AS ended_at,
             coalesce(ended.changed_by, 'staff') AS ended_by, ended.changed_by_user_id AS ended_by_user_id
        FROM appointments a
        LEFT JOIN LATERAL (SELECT * FROM appointment_status_changes c
                            WHERE c.appointment_id = a.id AND c.to_status = 'in_repair'
                            ORDER BY c.changed_at DESC, c.seq DESC LIMIT 1) started ON true
        LEFT JOIN LATERAL (SELECT * FROM appointment_status_changes c
                            WHERE c.appointment_id = a.id AND c.from_status = 'in_repair'
                            ORDER BY c.changed_at DESC, c.seq DESC LIMIT 1) ended ON true
       WHERE a.status IN ('in_repair', 'completed')
          OR (a.status = 'cancelled' AND ended.to_status = 'cancelled')`);

    await q.query(`
      INSERT INTO repair_orders (id, reference, appointment_id, device_type, device_model, device_brand, device_model_id,
             repair_type, status, customer_name, customer_phone, customer_email, labor_cost_cents, discount_cents,
             started_at, completed_at, picked_up_at, created_at, status_changed_at, agreed_to_estimate)
      SELECT m.order_id, 'RO-' || upper(substr(md5(m.order_id::text), 1, 6)), a.id, 'repair',
             coalesce(nullif(a.device_info, ''), a.device_model, ''), coalesce(a.device_brand, ''),
             (SELECT d.id FROM device_models d WHERE d.slug = a.device_model),
             coalesce((SELECT string_agg(s.service_name, ', ' ORDER BY s.position) FROM appointment_services s
                        WHERE s.appointment_id = a.id), array_to_string(a.repair_services, ', '), ''),
             CASE m.old_status WHEN 'in_repair' THEN 'in_repair' WHEN 'completed' THEN 'picked_up' ELSE 'cancelled' END,
             trim(coalesce(a.customer_first_name, '') || ' ' || coalesce(a.customer_last_name, '')),
             coalesce(a.customer_phone, ''), coalesce(a.customer_email, ''),
             coalesce((SELECT sum(s.price_cents) FROM appointment_services s WHERE s.appointment_id = a.id),
                      coalesce(a.estimated_price_cents, 0) + a.discount_cents),
             a.discount_cents, m.started_at,
             CASE WHEN m.old_status = 'completed' THEN m.ended_at END,
             CASE WHEN m.old_status = 'completed' THEN m.ended_at END,
             m.started_at,
             CASE WHEN m.old_status = 'in_repair' THEN m.started_at ELSE m.ended_at END,
             true
        FROM migrated_repairs m JOIN appointments a ON a.id = m.appointment_id`);
    await q.query(`
      INSERT INTO repair_order_services (repair_order_id, position, service_type_id, service_slug, service_name, price_cents, warranty_days)
      SELECT m.order_id, s.position, s.service_type_id, s.service_slug, s.service_name, s.price_cents,
             coalesce((SELECT t.warranty_days FROM service_types t WHERE t.id = s.service_type_id OR t.slug = s.service_slug
                        ORDER BY (t.id = s.service_type_id) DESC LIMIT 1), 0)
        FROM migrated_repairs m JOIN appointment_services s ON s.appointment_id = m.appointment_id`);

    // The order's timeline, as it happened.
    await q.query(
      `ALTER TABLE repair_order_status_changes DROP CONSTRAINT ck_repair_order_status_changes_first`,
    );
    await q.query(
      `INSERT INTO repair_order_status_changes (repair_order_id, from_status, to_status, changed_by_user_id, changed_by, changed_at, note)
       SELECT order_id, NULL, 'in_repair', started_by_user_id, coalesce(started_by, 'staff'), started_at, $1 FROM migrated_repairs`,
      [MIGRATED_NOTE],
    );
    await q.query(`
      INSERT INTO repair_order_status_changes (repair_order_id, from_status, to_status, changed_by_user_id, changed_by, changed_at)
      SELECT order_id, 'in_repair', 'ready', ended_by_user_id, ended_by, ended_at FROM migrated_repairs WHERE old_status = 'completed'
      UNION ALL
      SELECT order_id, 'ready', 'picked_up', ended_by_user_id, ended_by, ended_at FROM migrated_repairs WHERE old_status = 'completed'
      UNION ALL
      SELECT order_id, 'in_repair', 'cancelled', ended_by_user_id, ended_by, ended_at FROM migrated_repairs WHERE old_status = 'cancelled'`);
    await q.query(`
      ALTER TABLE repair_order_status_changes ADD CONSTRAINT ck_repair_order_status_changes_first
        CHECK (from_status IS NOT NULL OR to_status = 'received') NOT VALID`);

    // The appointment's side: checked in, its history up to the counter.
    // A cancelled one holds a seat of its (past) slot again: the next seat free there, so the seat
    // index cannot refuse it.
    await q.query(`
      UPDATE appointments a SET status = 'checked_in', cancelled_at = NULL,
             seat = CASE WHEN a.status = 'cancelled'
                         THEN 1 + coalesce((SELECT max(b.seat) FROM appointments b
                                             WHERE b.appointment_date = a.appointment_date AND b.status <> 'cancelled'), 0)
                         ELSE a.seat END
        FROM migrated_repairs m WHERE a.id = m.appointment_id`);
    await q.query(`
      DELETE FROM appointment_status_changes c USING migrated_repairs m
       WHERE c.appointment_id = m.appointment_id AND c.from_status = 'in_repair'`);
    await q.query(
      `UPDATE appointment_status_changes SET to_status = 'checked_in', actor = 'workshop' WHERE to_status = 'in_repair'`,
    );
    // Any stray history of the old states (none is expected after the above) would block the clean-up.
    await q.query(
      `DELETE FROM appointment_status_changes WHERE from_status IN ('in_repair', 'completed') OR to_status = 'completed'`,
    );
    await q.query(
      `DELETE FROM appointment_status_transitions WHERE from_status IN ('in_repair', 'completed') OR to_status IN ('in_repair', 'completed')`,
    );
    await allowStatuses(q, NEW_STATUSES);
  }

  async down(q: QueryRunner): Promise<void> {
    await allowStatuses(q, BOTH);
    await q.query(`
      INSERT INTO appointment_status_transitions (from_status, to_status, actor, timing) VALUES
        ('confirmed', 'in_repair', 'staff', 'any'), ('in_repair', 'completed', 'staff', 'any'),
        ('in_repair', 'cancelled', 'staff', 'any')`);
    await q.query(`
      UPDATE appointment_status_changes SET to_status = 'in_repair', actor = 'staff',
             from_status = CASE WHEN from_status = 'scheduled' THEN 'confirmed' ELSE from_status END
       WHERE to_status = 'checked_in'`);
    await q.query(`
      UPDATE appointments a
         SET status = CASE o.status WHEN 'picked_up' THEN 'completed' WHEN 'cancelled' THEN 'cancelled' ELSE 'in_repair' END,
             cancelled_at = CASE WHEN o.status = 'cancelled' THEN o.status_changed_at END
        FROM repair_orders o WHERE o.appointment_id = a.id AND a.status = 'checked_in'`);
    await q.query(`UPDATE appointments SET status = 'in_repair' WHERE status = 'checked_in'`);
    // The appointments tell the story again; their orders go (up makes them anew).
    await q.query(`DELETE FROM repair_orders WHERE appointment_id IS NOT NULL`);
    await q.query(
      `DELETE FROM appointment_status_transitions WHERE from_status = 'checked_in' OR to_status = 'checked_in'`,
    );
    await q.query(`ALTER TABLE appointment_status_transitions DROP CONSTRAINT ck_transitions_actor`);
    await q.query(
      `ALTER TABLE appointment_status_transitions ADD CONSTRAINT ck_transitions_actor CHECK (actor IN ('staff', 'customer'))`,
    );
    await allowStatuses(q, OLD_STATUSES);
  }
}

/** The statuses an appointment and the transitions table's two columns may hold. */
async function allowStatuses(q: QueryRunner, statuses: string): Promise<void> {
  await q.query(`ALTER TABLE appointments DROP CONSTRAINT ck_appointments_status`);
  await q.query(
    `ALTER TABLE appointments ADD CONSTRAINT ck_appointments_status CHECK (status IN ${statuses})`,
  );
  for (const column of ['from_status', 'to_status']) {
    const constraint = `appointment_status_transitions_${column}_check`;
    await q.query(`ALTER TABLE appointment_status_transitions DROP CONSTRAINT ${constraint}`);
    await q.query(
      `ALTER TABLE appointment_status_transitions ADD CONSTRAINT ${constraint} CHECK (${column} IN ${statuses})`,
    );
  }
}
