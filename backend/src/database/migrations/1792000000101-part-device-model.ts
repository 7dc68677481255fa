import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A part names its device model from the catalogue (issue 39 item 3): inventory.device_model_id
 * references device_models, filled from the free text where it names a catalogue model exactly
 * (case and spaces aside); no model: the part fits any device. The free text goes: nothing reads it
 * once the part names the model. Device models are retired, not deleted, so a part keeps a retired
 * model; were one deleted, its parts would fit any device (ON DELETE SET NULL, like repair orders).
 * Down gives the free text back as the model's name.
 */
export class PartDeviceModel1792000000101 implements MigrationInterface {
  name = 'PartDeviceModel1792000000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE inventory ADD COLUMN device_model_id uuid
         CONSTRAINT fk_inventory_device_model REFERENCES device_models(id) ON DELETE SET NULL`,
    );
    await q.query(`
      UPDATE inventory i SET device_model_id = d.id
        FROM device_models d
       WHERE lower(regexp_replace(btrim(i.device_model), '\\s+', ' ', 'g'))
           = lower(regexp_replace(btrim(d.model_name), '\\s+', ' ', 'g'))`);
    await q.query(`CREATE INDEX idx_inventory_device_model ON inventory (device_model_id)`);
    await q.query(`ALTER TABLE inventory DROP COLUMN device_model`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE inventory ADD COLUMN device_model text`);
    await q.query(
      `UPDATE inventory i SET device_model = d.model_name FROM device_models d WHERE d.id = i.device_model_id`,
    );
    await q.query(`DROP INDEX idx_inventory_device_model`);
    await q.query(`ALTER TABLE inventory DROP COLUMN device_model_id`);
  }
}
