import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Warranty claims with their checks (issue 32 item 4, workshop spec 1): a claim names the service it
 * claims (warranty_service_type_id) and the fault the customer reports (warranty_fault), and at most
 * one claim per service of an original order is open at a time: a partial unique index over the
 * claims not yet picked up or cancelled (a second one is a unique violation, the API's 409).
 * Existing claims get their service from their one service line; where two open claims of one
 * service already exist, only the newest is held to the rule (the older ones keep no service id).
 */
export class WarrantyClaims1764600000402 implements MigrationInterface {
  name = 'WarrantyClaims1764600000402';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE repair_orders
        ADD COLUMN warranty_service_type_id uuid
          CONSTRAINT fk_repair_orders_warranty_service REFERENCES service_types (id) ON DELETE SET NULL,
        ADD COLUMN warranty_fault text
          CONSTRAINT ck_repair_orders_warranty_fault CHECK (char_length(warranty_fault) BETWEEN 1 AND 2000),
        ADD CONSTRAINT ck_repair_orders_warranty_claim
          CHECK (warranty_of IS NOT NULL OR (warranty_service_type_id IS NULL AND warranty_fault IS NULL))`);
    await q.query(`
      UPDATE repair_orders c SET warranty_service_type_id = s.service_type_id
        FROM repair_order_services s
       WHERE c.warranty_of IS NOT NULL AND s.repair_order_id = c.id AND s.position = 0`);
    await q.query(`
      UPDATE repair_orders c SET warranty_service_type_id = NULL
       WHERE c.warranty_of IS NOT NULL AND c.status NOT IN ('picked_up', 'cancelled')
         AND EXISTS (
           SELECT 1 FROM repair_orders n
            WHERE n.warranty_of = c.warranty_of AND n.warranty_service_type_id = c.warranty_service_type_id
              AND n.status NOT IN ('picked_up', 'cancelled') AND (n.created_at, n.id) > (c.created_at, c.id))`);
    await q.query(`
      CREATE UNIQUE INDEX uq_repair_orders_open_warranty_claim
        ON repair_orders (warranty_of, warranty_service_type_id)
        WHERE warranty_of IS NOT NULL AND status NOT IN ('picked_up', 'cancelled')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX uq_repair_orders_open_warranty_claim`);
    await q.query(`
      ALTER TABLE repair_orders
        DROP CONSTRAINT ck_repair_orders_warranty_claim,
        DROP COLUMN warranty_fault,
        DROP COLUMN warranty_service_type_id`);
  }
}
