import { Injectable } from '@nestjs/common';
import { newReference, normaliseReference } from '../appointments/booking-reference.js';
import { Db } from '../common/database/db.js';
import { statusChangeOf, type StatusChangeRow } from '../common/database/status-change.js';
import { escapeLike, phoneDigitPatterns } from '../common/database/search-patterns.js';
import { violatedConstraint } from '../common/errors/database-errors.js';
import {
  CHECKLIST_ITEMS,
  CLOSED_ORDER_STATES,
  type BillLine,
  type BillLineKind,
  type ChargeLine,
  type CheckResult,
  type DataChoice,
  type ChecklistItem,
  type NewRepairOrder,
  type OrderHistoryRecord,
  type OrderMoney,
  type OrderEventRecord,
  type OrderNoteRecord,
  type OrderServiceLine,
  type RepairOrderRecord,
  type RepairOrderStatus,
  type WarrantyClaimRecord,
} from '../repair-order/repair-order.js';

/** A bill line as stored (repair_quote_lines, repair_order_charges): the one row shape and mapping. */
export interface BillLineRow {
  kind: BillLineKind;
  service_type_id: string | null;
  part_id: string | null;
  description: string;
  quantity: number;
  unit_price_cents: number;
}

export function billLineOf(row: BillLineRow): BillLine {
  return {
    kind: row.kind,
    serviceTypeId: row.service_type_id,
    partId: row.part_id,
    description: row.description,
    quantity: row.quantity,
    unitPriceCents: row.unit_price_cents,
  };
}

export interface OrderSearch {
  status?: RepairOrderStatus;
  /** Only orders that are not closed (CLOSED_ORDER_STATES), or only closed ones. */
  closed?: boolean;
  /** Only orders whose status has not changed since this instant. */
  unchangedSince?: Date;
  /** Orders checked in from this instant on (today's, in shop time) come first. */
  firstFrom?: Date;
  /** Reference, customer name, phone digits or serial/IMEI. */
  text?: string;
}

interface OrderRow {
  id: string;
  reference: string;
  status: RepairOrderStatus;
  appointment_id: string | null;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  customer_id: string | null;
  device_brand: string;
  device_model: string;
  device_model_id: string | null;
  intake_checklist: Partial<Record<ChecklistItem, CheckResult>>;
  condition_notes: string;
  accessories: string[];
  serial: string | null;
  agreed_to_estimate: boolean;
  intake_estimate_cents: number | null;
  labor_cost_cents: number;
  parts_cost_cents: number;
  discount_cents: number;
  total_cost_cents: number;
  credited_cents: number;
  paid_cents: number;
  deposit_requested_cents: number | null;
  released_unpaid_reason: string | null;
  parts_spend_cents: number;
  estimated_ready_at: Date | null;
  started_at: Date | null;
  completed_at: Date | null;
  picked_up_at: Date | null;
  created_at: Date;
  status_changed_at: Date;
  warranty_of: string | null;
  warranty_service_type_id: string | null;
  warranty_fault: string | null;
}

const COLUMNS = `o.id, o.reference, o.status, o.appointment_id, o.customer_name, o.customer_phone, o.customer_email,
  o.customer_id, o.device_brand, o.device_model, o.device_model_id, o.intake_checklist, o.condition_notes, o.accessories, o.serial,
  o.agreed_to_estimate, o.intake_estimate_cents, o.labor_cost_cents, o.parts_cost_cents, o.discount_cents, o.total_cost_cents, o.credited_cents, o.paid_cents, o.deposit_requested_cents, o.released_unpaid_reason,
  o.parts_spend_cents, o.estimated_ready_at, o.started_at, o.completed_at, o.picked_up_at, o.created_at, o.status_changed_at, o.warranty_of,
  o.warranty_service_type_id, o.warranty_fault`;
const REFERENCE_CONSTRAINT = 'uq_repair_orders_reference';

/**
 * Every SQL statement about repair orders, their services, charges, status moves and history rows,
 * notes and tracking tokens, and the one mapping from rows to {@link RepairOrderRecord}, run in the
 * transaction under way (Db). Status changes are decided by the life cycle (repair-order-lifecycle.ts).
 */
@Injectable()
export class RepairOrderRepository {
  constructor(private readonly db: Db) {}

  /** The order's status, its row locked for the transaction under way; undefined without it. */
  async lockStatus(id: string): Promise<RepairOrderStatus | undefined> {
    const row = await this.db.one<{ status: RepairOrderStatus }>(
      `SELECT status FROM repair_orders WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row?.status;
  }

  /** The order's money: its charges' sums, the discount, the total, the parts spend and the margin. */
  money(id: string): Promise<OrderMoney | undefined> {
    return this.db.one<OrderMoney>(
      `SELECT labor_cost_cents AS "laborCostCents", parts_cost_cents AS "partsCostCents",
              discount_cents AS "discountCents", total_cost_cents AS "totalCostCents",
              credited_cents AS "creditedCents", parts_spend_cents AS "partsSpendCents",
              total_cost_cents - credited_cents - parts_spend_cents AS "marginCents"
         FROM repair_orders WHERE id = $1`,
      [id],
    );
  }

  /** Adds the cost of parts used on the order to its parts spend (never to what it charges). */
  async addPartsSpend(id: string, cents: number): Promise<void> {
    await this.db.execute(
      `UPDATE repair_orders SET parts_spend_cents = parts_spend_cents + $2 WHERE id = $1`,
      [id, cents],
    );
  }

  /**
   * Takes the first-repair discount off an order once: only while it has none and is not closed
   * (a conditional UPDATE). Answers whether it was applied.
   */
  async applyDiscount(id: string, cents: number): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE repair_orders SET discount_cents = $2
        WHERE id = $1 AND discount_cents = 0 AND status NOT IN ('picked_up', 'cancelled')
      RETURNING id`,
      [id, cents],
    );
    return rows.length === 1;
  }

  /**
   * Inserts an order, its services and its first history row (checked in: received). With an
   * appointment, at most one order exists for it (UNIQUE appointment_id): when a concurrent or
   * earlier check-in made it, nothing is inserted and the answer is false. (A reference collision,
   * about one in 10^9, is retried with a new reference.)
   */
  async insert(order: NewRepairOrder, by: { userId: string | null; username: string }): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      await this.db.execute('SAVEPOINT repair_order_reference');
      try {
        const inserted = await this.db.query<{ id: string }>(
          `INSERT INTO repair_orders (id, reference, appointment_id, device_type, device_model, device_brand, device_model_id,
               repair_type, status, customer_name, customer_phone, customer_email, intake_checklist, condition_notes,
               accessories, serial, agreed_to_estimate, discount_cents, warranty_of, created_at, status_changed_at,
               estimated_ready_at, warranty_service_type_id, warranty_fault, intake_estimate_cents)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'received', $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $20, $21, $22, $23)
             ON CONFLICT (appointment_id) DO NOTHING
             RETURNING id`,
          [
            order.id,
            newReference('RO'),
            order.appointmentId,
            order.device.category,
            order.device.model,
            order.device.brand,
            order.device.modelId,
            order.services.map((s) => s.name).join(', '),
            order.customer.name,
            order.customer.phone,
            order.customer.email,
            JSON.stringify(order.intake.checklist),
            order.intake.conditionNotes,
            order.intake.accessories,
            order.intake.serial,
            order.intake.agreedToEstimate,
            order.discountCents,
            order.warrantyOf,
            order.createdAt,
            order.estimatedReadyAt,
            order.warrantyServiceTypeId ?? null,
            order.warrantyFault ?? null,
            order.intake.estimateCents,
          ],
        );
        await this.db.execute('RELEASE SAVEPOINT repair_order_reference');
        if (inserted.length === 0) return false;
        break;
      } catch (error) {
        if (violatedConstraint(error, 'unique') !== REFERENCE_CONSTRAINT || attempt >= 5) throw error;
        await this.db.execute('ROLLBACK TO SAVEPOINT repair_order_reference');
      }
    }
    await this.db.execute(
      `INSERT INTO repair_order_services (repair_order_id, position, service_type_id, service_slug, service_name, price_cents, warranty_days)
       SELECT $1, line.position - 1, line.service_type_id, line.service_slug, line.service_name, line.price_cents, line.warranty_days
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::int[], $6::int[])
              WITH ORDINALITY AS line(service_type_id, service_slug, service_name, price_cents, warranty_days, position)`,
      [
        order.id,
        order.services.map((s) => s.serviceTypeId),
        order.services.map((s) => s.slug),
        order.services.map((s) => s.name),
        order.services.map((s) => s.priceCents),
        order.services.map((s) => s.warrantyDays),
      ],
    );
    await this.setCharges(order.id, order.charges);
    await this.db.execute(
      `INSERT INTO repair_order_status_changes (repair_order_id, from_status, to_status, changed_by_user_id, changed_by, changed_at)
       VALUES ($1, NULL, 'received', $2, $3, $4)`,
      [order.id, by.userId, by.username, order.createdAt],
    );
    return true;
  }

  /**
   * Replaces what the customer is charged on an order (check-in, an approved quote, a return); the
   * database keeps the order's labour and parts cost equal to the lines' sums (its trigger).
   */
  async setCharges(id: string, lines: ChargeLine[]): Promise<void> {
    await this.db.execute(`DELETE FROM repair_order_charges WHERE repair_order_id = $1`, [id]);
    await this.db.execute(
      `INSERT INTO repair_order_charges (repair_order_id, position, kind, service_type_id, part_id, description, quantity, unit_price_cents, warranty_days)
       SELECT $1, l.position - 1, l.kind, l.service_type_id, l.part_id, l.description, l.quantity, l.unit_price_cents, l.warranty_days
         FROM unnest($2::text[], $3::uuid[], $4::uuid[], $5::text[], $6::int[], $7::int[], $8::int[])
              WITH ORDINALITY AS l(kind, service_type_id, part_id, description, quantity, unit_price_cents, warranty_days, position)`,
      [
        id,
        lines.map((l) => l.kind),
        lines.map((l) => l.serviceTypeId),
        lines.map((l) => l.partId),
        lines.map((l) => l.description),
        lines.map((l) => l.quantity),
        lines.map((l) => l.unitPriceCents),
        lines.map((l) => l.warrantyDays),
      ],
    );
  }

  /** Sets (or clears) when an open order should be ready; false when there is no such open order. */
  async setEstimatedReadyAt(id: string, at: Date | null): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE repair_orders SET estimated_ready_at = $2
        WHERE id = $1 AND NOT (status = ANY ($3::text[])) RETURNING id`,
      [id, at, CLOSED_ORDER_STATES],
    );
    return rows.length === 1;
  }

  /** The warranty claims of an original order, oldest first, with the service each claims. */
  async claimsOf(originalId: string): Promise<WarrantyClaimRecord[]> {
    const rows = await this.db.query<{
      id: string;
      reference: string;
      status: RepairOrderStatus;
      service_type_id: string | null;
      service_name: string | null;
      created_at: Date;
    }>(
      `SELECT o.id, o.reference, o.status, o.warranty_service_type_id AS service_type_id, st.name AS service_name, o.created_at
         FROM repair_orders o LEFT JOIN service_types st ON st.id = o.warranty_service_type_id
        WHERE o.warranty_of = $1 ORDER BY o.created_at, o.id`,
      [originalId],
    );
    return rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      status: r.status,
      serviceTypeId: r.service_type_id,
      serviceName: r.service_name,
      createdAt: new Date(r.created_at),
    }));
  }

  /** The reference of an order, if it exists. */
  async referenceOf(id: string): Promise<string | undefined> {
    return (
      await this.db.one<{ reference: string }>(`SELECT reference FROM repair_orders WHERE id = $1`, [id])
    )?.reference;
  }

  /** The orders of these appointments (those checked in): id and reference by appointment. */
  async ofAppointments(appointmentIds: string[]): Promise<Map<string, { id: string; reference: string }>> {
    if (appointmentIds.length === 0) return new Map();
    const rows = await this.db.query<{ appointment_id: string; id: string; reference: string }>(
      `SELECT appointment_id, id, reference FROM repair_orders WHERE appointment_id = ANY($1::uuid[])`,
      [appointmentIds],
    );
    return new Map(rows.map((r) => [r.appointment_id, { id: r.id, reference: r.reference }]));
  }

  /** The reference of an appointment's order, if it was checked in. */
  async referenceOfAppointment(appointmentId: string): Promise<string | undefined> {
    const row = await this.db.one<{ reference: string }>(
      `SELECT reference FROM repair_orders WHERE appointment_id = $1`,
      [appointmentId],
    );
    return row?.reference;
  }

  /** The order of an appointment, if it was checked in. */
  async idOfAppointment(appointmentId: string): Promise<string | undefined> {
    const row = await this.db.one<{ id: string }>(`SELECT id FROM repair_orders WHERE appointment_id = $1`, [
      appointmentId,
    ]);
    return row?.id;
  }

  async findById(id: string, options: { lock?: boolean } = {}): Promise<RepairOrderRecord | undefined> {
    const rows = await this.db.query<OrderRow>(
      `SELECT ${COLUMNS} FROM repair_orders o WHERE o.id = $1 ${options.lock ? 'FOR UPDATE OF o' : ''}`,
      [id],
    );
    return (await this.withServices(rows))[0];
  }

  /** The id of the order with this reference (as a customer may type it), if any. */
  async idOfReference(reference: string): Promise<string | undefined> {
    const normalised = normaliseReference(reference, 'RO');
    if (!normalised) return undefined;
    const row = await this.db.one<{ id: string }>(`SELECT id FROM repair_orders WHERE reference = $1`, [
      normalised,
    ]);
    return row?.id;
  }

  /** One page of the workshop board, oldest first (after `firstFrom`'s), and how many match in all. */
  async search(
    filter: OrderSearch,
    page: { limit: number; offset: number },
  ): Promise<{ total: number; records: RepairOrderRecord[] }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    if (filter.status) where.push(`o.status = ${param(filter.status)}`);
    if (filter.closed !== undefined)
      where.push(`${filter.closed ? '' : 'NOT '}(o.status = ANY (${param(CLOSED_ORDER_STATES)}::text[]))`);
    if (filter.unchangedSince) where.push(`o.status_changed_at <= ${param(filter.unchangedSince)}`);
    if (filter.text) {
      const like = param(`%${escapeLike(filter.text)}%`);
      const matches = [`o.customer_name ILIKE ${like}`, `o.serial ILIKE ${like}`];
      const reference = normaliseReference(filter.text, 'RO');
      if (reference) matches.push(`o.reference = ${param(reference)}`);
      const phones = phoneDigitPatterns(filter.text);
      if (phones.length > 0)
        matches.push(
          `regexp_replace(o.customer_phone, '[^0-9]', '', 'g') LIKE ANY (${param(phones)}::text[])`,
        );
      where.push(`(${matches.join(' OR ')})`);
    }
    const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM repair_orders o ${condition}`,
      params,
    );
    const rows = await this.db.query<OrderRow>(
      `SELECT ${COLUMNS} FROM repair_orders o ${condition}
        ORDER BY ${filter.firstFrom ? `(o.created_at >= ${param(filter.firstFrom)}) DESC, ` : ''}o.created_at, o.id
       LIMIT ${param(page.limit)} OFFSET ${param(page.offset)}`,
      params,
    );
    return { total, records: await this.withServices(rows) };
  }

  /** The state the order last left for ready (null: never ready), e.g. awaiting_approval for a declined quote. */
  async readyFrom(id: string): Promise<RepairOrderStatus | null> {
    const [row] = await this.db.query<{ from_status: RepairOrderStatus | null }>(
      `SELECT from_status FROM repair_order_status_changes
        WHERE repair_order_id = $1 AND to_status = 'ready'
        ORDER BY changed_at DESC, seq DESC LIMIT 1`,
      [id],
    );
    return row?.from_status ?? null;
  }

  /** The status history of one order, oldest first. */
  async history(id: string): Promise<OrderHistoryRecord[]> {
    const rows = await this.db.query<
      StatusChangeRow<RepairOrderStatus | null, RepairOrderStatus> & {
        note: string | null;
        system_note: string | null;
      }
    >(
      `SELECT from_status, to_status, changed_by, changed_at, note, system_note FROM repair_order_status_changes
        WHERE repair_order_id = $1 ORDER BY changed_at, seq`,
      [id],
    );
    // The system's words first, then what a person typed (replaced by an erasure).
    return rows.map((row) => ({
      ...statusChangeOf(row),
      note: [row.system_note, row.note].filter(Boolean).join(' — ') || null,
    }));
  }

  async notes(id: string): Promise<OrderNoteRecord[]> {
    const rows = await this.db.query<{ text: string; author: string; created_at: Date }>(
      `SELECT text, author, created_at FROM repair_order_notes WHERE repair_order_id = $1 ORDER BY seq`,
      [id],
    );
    return rows.map((n) => ({ text: n.text, author: n.author, createdAt: new Date(n.created_at) }));
  }

  /** Adds a staff note; false when there is no such order. */
  async addNote(
    id: string,
    note: { text: string; userId: string; username: string; at: Date },
  ): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO repair_order_notes (repair_order_id, text, author_user_id, author, created_at)
       SELECT o.id, $2, $3, $4, $5 FROM repair_orders o WHERE o.id = $1 RETURNING id`,
      [id, note.text, note.userId, note.username, note.at],
    );
    return rows.length === 1;
  }

  /** The order's own lines that are not status moves (repair_order_events), oldest first. */
  async events(id: string): Promise<OrderEventRecord[]> {
    const rows = await this.db.query<{ kind: string; text: string; by_name: string; at: Date }>(
      `SELECT kind, text, by_name, at FROM repair_order_events WHERE repair_order_id = $1 ORDER BY at, seq`,
      [id],
    );
    return rows.map((r) => ({ kind: r.kind, text: r.text, by: r.by_name, at: new Date(r.at) }));
  }

  /** Adds a line to the order's history in the system's words (no personal data: an erasure keeps it). */
  async recordEvent(
    id: string,
    event: { kind: string; text: string; by: { userId: string | null; username: string }; at: Date },
  ): Promise<void> {
    await this.db.execute(
      `INSERT INTO repair_order_events (repair_order_id, kind, text, by_user_id, by_name, at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, event.kind, event.text, event.by.userId, event.by.username, event.at],
    );
  }

  /** When the customer signed the order's intake (null: not yet); undefined without the order. */
  async intakeSignedAt(id: string): Promise<Date | null | undefined> {
    const row = await this.db.one<{ intake_signed_at: Date | null }>(
      `SELECT intake_signed_at FROM repair_orders WHERE id = $1`,
      [id],
    );
    return row ? row.intake_signed_at && new Date(row.intake_signed_at) : undefined;
  }

  /** The customer's signed data choice (intake spec 3): null before the intake is signed; undefined without the order. */
  async dataChoice(id: string): Promise<DataChoice | null | undefined> {
    const row = await this.db.one<{ data_choice: DataChoice | null }>(
      `SELECT data_choice FROM repair_orders WHERE id = $1`,
      [id],
    );
    return row ? row.data_choice : undefined;
  }

  /**
   * The customer signed the intake with this data choice: the first signing sets intake_signed_at
   * (from then on the intake photos are evidence); signing again keeps it and takes the new choice.
   * False without the order.
   */
  async markIntakeSigned(id: string, at: Date, choice: DataChoice): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE repair_orders SET intake_signed_at = coalesce(intake_signed_at, $2), data_choice = $3
        WHERE id = $1 RETURNING id`,
      [id, at, choice],
    );
    return rows.length > 0;
  }

  /**
   * Of these orders, those done with (picked up or cancelled) whose longest warranty (the largest
   * warranty_days of their charges, counted from the pickup; none for a cancelled order) ended
   * more than `keepDays` days before `now`: the day the warranty ends counts in full.
   */
  async pastWarranty(ids: string[], now: Date, keepDays: number): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<{ id: string }>(
      `SELECT o.id FROM repair_orders o
        WHERE o.id = ANY($1::uuid[]) AND o.status IN ('picked_up', 'cancelled')
          AND coalesce(o.picked_up_at, o.status_changed_at)
              + make_interval(days => 1 + $3 + coalesce(
                  (SELECT max(c.warranty_days) FROM repair_order_charges c WHERE c.repair_order_id = o.id AND o.status = 'picked_up'), 0))
              <= $2::timestamptz`,
      [ids, now, keepDays],
    );
    return rows.map((r) => r.id);
  }

  /** The allowed moves of an order's status (repair_order_status_transitions). */
  async transitions(): Promise<{ from: RepairOrderStatus; to: RepairOrderStatus }[]> {
    const rows = await this.db.query<{ from_status: RepairOrderStatus; to_status: RepairOrderStatus }>(
      `SELECT from_status, to_status FROM repair_order_status_transitions`,
    );
    return rows.map((r) => ({ from: r.from_status, to: r.to_status }));
  }

  /**
   * Moves an order from `from` to `to` when it is still in `from` and the transitions table allows
   * the move (a conditional UPDATE), setting the status's timestamps: startedAt on the first
   * in_repair, completedAt on the first ready, pickedUpAt on picked_up. Answers whether it moved.
   */
  async moveStatus(
    id: string,
    from: RepairOrderStatus,
    to: RepairOrderStatus,
    at: Date,
    releasedUnpaidReason: string | null = null,
  ): Promise<boolean> {
    // released_unpaid_reason: a pickup with a balance due that an editor allowed (the database
    // refuses a pickup with a balance due without one: the payments migration's trigger).
    const rows = await this.db.query<{ id: string }>(
      `UPDATE repair_orders o
          SET status = $3::text, status_changed_at = $4,
              started_at = CASE WHEN $3::text = 'in_repair' THEN coalesce(o.started_at, $4) ELSE o.started_at END,
              completed_at = CASE WHEN $3::text = 'ready' THEN coalesce(o.completed_at, $4) ELSE o.completed_at END,
              picked_up_at = CASE WHEN $3::text = 'picked_up' THEN $4 ELSE o.picked_up_at END,
              released_unpaid_reason = coalesce($5, o.released_unpaid_reason)
        WHERE o.id = $1 AND o.status = $2::text
          AND EXISTS (SELECT 1 FROM repair_order_status_transitions t WHERE t.from_status = $2::text AND t.to_status = $3::text)
      RETURNING o.id`,
      [id, from, to, at, releasedUnpaidReason],
    );
    return rows.length === 1;
  }

  /** The history row of a move (its foreign key admits only the transitions table's pairs). */
  async recordStatusChange(change: {
    id: string;
    from: RepairOrderStatus;
    to: RepairOrderStatus;
    by: { userId: string | null; username: string };
    at: Date;
    /** What a person typed (an erasure replaces it). */
    note: string | null;
    /** The system's own words ("Quote version 1 sent"): no personal data, kept through an erasure. */
    systemNote: string | null;
  }): Promise<void> {
    await this.db.execute(
      `INSERT INTO repair_order_status_changes (repair_order_id, from_status, to_status, changed_by_user_id, changed_by, changed_at, note, system_note)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        change.id,
        change.from,
        change.to,
        change.by.userId,
        change.by.username,
        change.at,
        change.note,
        change.systemNote,
      ],
    );
  }

  /** Stores a tracking token's hash for the order (its plaintext is never stored). */
  async insertTrackingToken(
    orderId: string,
    tokenHash: string,
    at: Date,
    expiresAt: Date | null,
  ): Promise<void> {
    await this.db.execute(
      `INSERT INTO repair_order_tracking_tokens (repair_order_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
      [orderId, tokenHash, at, expiresAt],
    );
  }

  /**
   * The order a token's hash tracks at `now`: not expired, and not closed (picked up or cancelled)
   * more than `daysAfterClose` days ago.
   */
  async orderOfTrackingToken(
    tokenHash: string,
    now: Date,
    daysAfterClose: number,
  ): Promise<string | undefined> {
    const row = await this.db.one<{ id: string }>(
      `SELECT o.id FROM repair_order_tracking_tokens t JOIN repair_orders o ON o.id = t.repair_order_id
        WHERE t.token_hash = $1 AND (t.expires_at IS NULL OR t.expires_at > $2)
          AND NOT (o.status IN ('picked_up', 'cancelled') AND o.status_changed_at <= $2::timestamptz - make_interval(days => $3))`,
      [tokenHash, now, daysAfterClose],
    );
    return row?.id;
  }

  /** The rows as records, with their services read in one query. */
  private async withServices(rows: OrderRow[]): Promise<RepairOrderRecord[]> {
    if (rows.length === 0) return [];
    const lines = await this.db.query<{
      repair_order_id: string;
      service_type_id: string | null;
      service_slug: string;
      service_name: string;
      price_cents: number;
      warranty_days: number;
    }>(
      `SELECT repair_order_id, service_type_id, service_slug, service_name, price_cents, warranty_days
         FROM repair_order_services WHERE repair_order_id = ANY($1::uuid[]) ORDER BY repair_order_id, position`,
      [rows.map((r) => r.id)],
    );
    const charges = await this.db.query<BillLineRow & { repair_order_id: string; warranty_days: number }>(
      `SELECT repair_order_id, kind, service_type_id, part_id, description, quantity, unit_price_cents, warranty_days
         FROM repair_order_charges WHERE repair_order_id = ANY($1::uuid[]) ORDER BY repair_order_id, position`,
      [rows.map((r) => r.id)],
    );
    const chargesByOrder = new Map<string, ChargeLine[]>();
    for (const c of charges) {
      const list = chargesByOrder.get(c.repair_order_id) ?? [];
      list.push({ ...billLineOf(c), warrantyDays: c.warranty_days });
      chargesByOrder.set(c.repair_order_id, list);
    }
    const byOrder = new Map<string, OrderServiceLine[]>();
    for (const l of lines) {
      const list = byOrder.get(l.repair_order_id) ?? [];
      list.push({
        serviceTypeId: l.service_type_id,
        slug: l.service_slug,
        name: l.service_name,
        priceCents: l.price_cents,
        warrantyDays: l.warranty_days,
      });
      byOrder.set(l.repair_order_id, list);
    }
    return rows.map((r) => toRecord(r, byOrder.get(r.id) ?? [], chargesByOrder.get(r.id) ?? []));
  }
}

const date = (value: Date | null): Date | null => (value ? new Date(value) : null);

function toRecord(r: OrderRow, services: OrderServiceLine[], charges: ChargeLine[]): RepairOrderRecord {
  const checklist = Object.fromEntries(
    CHECKLIST_ITEMS.map((item) => [item, r.intake_checklist?.[item] ?? 'not_checked']),
  ) as Record<ChecklistItem, CheckResult>;
  return {
    id: r.id,
    reference: r.reference,
    status: r.status,
    appointmentId: r.appointment_id,
    customer: { name: r.customer_name, phone: r.customer_phone, email: r.customer_email },
    customerId: r.customer_id,
    device: { brand: r.device_brand, model: r.device_model, modelId: r.device_model_id },
    intake: {
      checklist,
      conditionNotes: r.condition_notes,
      accessories: r.accessories ?? [],
      serial: r.serial,
      agreedToEstimate: r.agreed_to_estimate,
      estimateCents: r.intake_estimate_cents,
    },
    services,
    charges,
    laborCostCents: r.labor_cost_cents,
    partsCostCents: r.parts_cost_cents,
    discountCents: r.discount_cents,
    totalCostCents: r.total_cost_cents,
    creditedCents: r.credited_cents,
    paidCents: r.paid_cents,
    depositRequestedCents: r.deposit_requested_cents,
    releasedUnpaidReason: r.released_unpaid_reason,
    partsSpendCents: r.parts_spend_cents,
    estimatedReadyAt: date(r.estimated_ready_at),
    startedAt: date(r.started_at),
    completedAt: date(r.completed_at),
    pickedUpAt: date(r.picked_up_at),
    createdAt: new Date(r.created_at),
    statusChangedAt: new Date(r.status_changed_at),
    warrantyOf: r.warranty_of,
    warrantyServiceTypeId: r.warranty_service_type_id,
    warrantyFault: r.warranty_fault,
  };
}
