import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One bill (workshop spec 1 and 3, issue 28): what the customer pays and what the shop spends,
 * never mixed.
 * - inventory.sell_price_cents: what a part is sold for on a quote (the unit cost stays the cost);
 *   existing parts are sold at their cost, as quotes priced them until now.
 * - repair_order_charges: the order's charges, the lines of what was agreed (the booked services,
 *   the approved quote's lines, the diagnostic alone after a declined quote or an unrepairable
 *   device). A trigger keeps the order's labor_cost_cents (service and labour lines) and
 *   parts_cost_cents (part lines) equal to their sums, so the generated total follows.
 * - repair_orders.parts_spend_cents: the parts used on the order at their unit cost (the shop's
 *   spend, shown as margin), no longer added to parts_cost_cents.
 * Existing orders get their charges by that rule: an approved quote's lines; the diagnostic alone
 * (its price as checked in, else 0) after a declined quote or an unrepairable device; otherwise
 * the services as checked in. Their parts spend is the sum of the parts consumed on them.
 */
/**
 * A repair agreed without a quote (the estimate agreed at check-in) starts from diagnosing: since
 * awaiting_approval is entered only by sending a quote, this is the way to in_repair without one.
 */
export const ONE_BILL_TRANSITIONS: [string, string][] = [['diagnosing', 'in_repair']];

export class OneBill1764100000002 implements MigrationInterface {
  name = 'OneBill1764100000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `INSERT INTO repair_order_status_transitions (from_status, to_status)
       SELECT f, t FROM unnest($1::text[], $2::text[]) AS p(f, t)`,
      [ONE_BILL_TRANSITIONS.map(([f]) => f), ONE_BILL_TRANSITIONS.map(([, t]) => t)],
    );
    await q.query(`
      ALTER TABLE inventory
        ADD COLUMN sell_price_cents integer NOT NULL DEFAULT 0
          CONSTRAINT ck_inventory_sell_price CHECK (sell_price_cents BETWEEN 0 AND 10000000)`);
    await q.query(`UPDATE inventory SET sell_price_cents = unit_price_cents`);
    await q.query(`
      ALTER TABLE repair_orders
        ADD COLUMN parts_spend_cents integer NOT NULL DEFAULT 0
          CONSTRAINT ck_repair_orders_parts_spend CHECK (parts_spend_cents >= 0)`);
    await q.query(`
      CREATE TABLE repair_order_charges (
        repair_order_id uuid NOT NULL REFERENCES repair_orders(id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position >= 0),
        kind text NOT NULL CHECK (kind IN ('service', 'part', 'labour')),
        service_type_id uuid REFERENCES service_types(id) ON DELETE SET NULL,
        part_id uuid REFERENCES inventory(id) ON DELETE RESTRICT,
        description text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
        unit_price_cents integer NOT NULL CHECK (unit_price_cents BETWEEN 0 AND 10000000),
        warranty_days integer NOT NULL DEFAULT 0 CHECK (warranty_days >= 0),
        PRIMARY KEY (repair_order_id, position),
        CONSTRAINT ck_repair_order_charges_part CHECK ((kind = 'part') = (part_id IS NOT NULL)),
        CONSTRAINT ck_repair_order_charges_service CHECK (kind = 'service' OR service_type_id IS NULL)
      )`);
    await q.query(`
      CREATE FUNCTION repair_order_charges_sum() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.repair_order_id ELSE NEW.repair_order_id END;
      BEGIN
        UPDATE repair_orders o
           SET labor_cost_cents = coalesce((SELECT sum(c.quantity * c.unit_price_cents) FROM repair_order_charges c
                                             WHERE c.repair_order_id = target AND c.kind <> 'part'), 0)::int,
               parts_cost_cents = coalesce((SELECT sum(c.quantity * c.unit_price_cents) FROM repair_order_charges c
                                             WHERE c.repair_order_id = target AND c.kind = 'part'), 0)::int
         WHERE o.id = target;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_repair_order_charges_sum AFTER INSERT OR UPDATE OR DELETE ON repair_order_charges
        FOR EACH ROW EXECUTE FUNCTION repair_order_charges_sum()`);

    // Existing orders: the agreed lines, by the rule above.
    await q.query(`
      WITH approved AS (
        SELECT DISTINCT ON (q.repair_order_id) q.repair_order_id, q.id
          FROM repair_quotes q WHERE q.status = 'approved' ORDER BY q.repair_order_id, q.version DESC
      )
      INSERT INTO repair_order_charges (repair_order_id, position, kind, service_type_id, part_id, description, quantity, unit_price_cents, warranty_days)
      SELECT a.repair_order_id, l.position, l.kind, l.service_type_id, l.part_id, l.description, l.quantity, l.unit_price_cents,
             coalesce(s.warranty_days, 0)
        FROM approved a JOIN repair_quote_lines l ON l.repair_quote_id = a.id
        LEFT JOIN service_types s ON s.id = l.service_type_id`);
    await q.query(`
      WITH returned AS (
        SELECT o.id FROM repair_orders o
         WHERE NOT EXISTS (SELECT 1 FROM repair_order_charges c WHERE c.repair_order_id = o.id)
           AND o.warranty_of IS NULL
           AND (EXISTS (SELECT 1 FROM repair_quotes q WHERE q.repair_order_id = o.id AND q.status = 'declined')
                OR EXISTS (SELECT 1 FROM repair_order_status_changes h WHERE h.repair_order_id = o.id AND h.to_status = 'unrepairable'))
      )
      INSERT INTO repair_order_charges (repair_order_id, position, kind, service_type_id, description, quantity, unit_price_cents, warranty_days)
      SELECT r.id, 0, 'service', d.id, d.name, 1,
             coalesce((SELECT l.price_cents FROM repair_order_services l WHERE l.repair_order_id = r.id AND l.service_slug = 'diagnostic' LIMIT 1), 0),
             d.warranty_days
        FROM returned r JOIN service_types d ON d.slug = 'diagnostic'`);
    await q.query(`
      INSERT INTO repair_order_charges (repair_order_id, position, kind, service_type_id, description, quantity, unit_price_cents, warranty_days)
      SELECT l.repair_order_id, l.position, 'service', l.service_type_id, l.service_name, 1, l.price_cents, l.warranty_days
        FROM repair_order_services l
       WHERE NOT EXISTS (SELECT 1 FROM repair_order_charges c WHERE c.repair_order_id = l.repair_order_id)
         AND NOT EXISTS (SELECT 1 FROM repair_quotes q WHERE q.repair_order_id = l.repair_order_id AND q.status = 'declined')
         AND NOT EXISTS (SELECT 1 FROM repair_order_status_changes h WHERE h.repair_order_id = l.repair_order_id AND h.to_status = 'unrepairable')`);
    // Every order's figures from its charges (an order without lines charges nothing), and its spend.
    await q.query(`
      UPDATE repair_orders o
         SET labor_cost_cents = coalesce((SELECT sum(c.quantity * c.unit_price_cents) FROM repair_order_charges c
                                           WHERE c.repair_order_id = o.id AND c.kind <> 'part'), 0)::int,
             parts_cost_cents = coalesce((SELECT sum(c.quantity * c.unit_price_cents) FROM repair_order_charges c
                                           WHERE c.repair_order_id = o.id AND c.kind = 'part'), 0)::int,
             parts_spend_cents = coalesce((SELECT sum(-m.on_hand_delta * m.unit_cost_cents) FROM inventory_movements m
                                            WHERE m.repair_order_id = o.id AND m.kind = 'consumed'), 0)::int`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Back to parts at cost when used: the parts cost is the spend again.
    await q.query(`DROP TABLE repair_order_charges`);
    await q.query(`DROP FUNCTION repair_order_charges_sum()`);
    await q.query(`UPDATE repair_orders SET parts_cost_cents = parts_spend_cents`);
    await q.query(`ALTER TABLE repair_orders DROP COLUMN parts_spend_cents`);
    await q.query(`ALTER TABLE inventory DROP COLUMN sell_price_cents`);
    for (const [from, to] of ONE_BILL_TRANSITIONS) {
      await q.query(`DELETE FROM repair_order_status_changes WHERE from_status = $1 AND to_status = $2`, [
        from,
        to,
      ]);
      await q.query(`DELETE FROM repair_order_status_transitions WHERE from_status = $1 AND to_status = $2`, [
        from,
        to,
      ]);
    }
  }
}
