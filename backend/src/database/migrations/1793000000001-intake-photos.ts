import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photos of the device (issue 40, intake spec 1 and 4), kept in the database so that every instance
 * serves every photo and a backup holds them (no file on one instance's disk):
 *
 * - repair_order_photos: the re-encoded image (JPEG, longest side at most 2048 px, no metadata) and
 *   its thumbnail as bytea, with who took it, when, the moment (intake, repair, handover) and,
 *   for a repair photo, whether staff shared it with the customer. The id is a random UUID (the
 *   photo's address cannot be guessed). At most 12 per order (a trigger counts under the order's
 *   row lock); nothing of a photo changes but its sharing; only repair photos are shared.
 * - repair_orders.intake_signed_at: when the customer signed the intake (the signatures' part sets
 *   it). From then on a photo of the order is evidence: the database refuses its DELETE, except for
 *   the removals the rules allow (retention after the warranty, a customer's erasure), which say so
 *   for their transaction with set_config('shop.photo_removal', 'retention' | 'erasure', true).
 * - repair_order_intake_photo_refusals: the customer declined intake photos at check-in (who
 *   recorded it, when), instead of the photos the check-in asks for.
 * - repair_order_events: the system's own lines in an order's history that are not status moves
 *   ("Deleted an intake photo taken by editor", "4 photos deleted after the warranty ended"): no
 *   personal data, so an erasure keeps them.
 */
export class IntakePhotos1793000000001 implements MigrationInterface {
  name = 'IntakePhotos1793000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE repair_orders ADD COLUMN intake_signed_at timestamptz`);

    await q.query(`
      CREATE TABLE repair_order_photos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        repair_order_id uuid NOT NULL REFERENCES repair_orders(id),
        moment text NOT NULL CONSTRAINT ck_repair_order_photos_moment CHECK (moment IN ('intake', 'repair', 'handover')),
        taken_by_user_id uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        taken_by text NOT NULL CHECK (length(taken_by) BETWEEN 1 AND 64),
        taken_at timestamptz NOT NULL,
        shared_with_customer boolean NOT NULL DEFAULT false,
        media_type text NOT NULL CHECK (media_type IN ('image/jpeg', 'image/webp')),
        width int NOT NULL CHECK (width BETWEEN 1 AND 2048),
        height int NOT NULL CHECK (height BETWEEN 1 AND 2048),
        image bytea NOT NULL CHECK (octet_length(image) > 0),
        thumbnail_width int NOT NULL CHECK (thumbnail_width BETWEEN 1 AND 2048),
        thumbnail_height int NOT NULL CHECK (thumbnail_height BETWEEN 1 AND 2048),
        thumbnail bytea NOT NULL CHECK (octet_length(thumbnail) > 0),
        CONSTRAINT ck_repair_order_photos_shared_repair CHECK (NOT shared_with_customer OR moment = 'repair')
      )`);
    await q.query(`CREATE INDEX idx_repair_order_photos_order ON repair_order_photos (repair_order_id, seq)`);

    // At most 12 photos per order: counted under the order's row lock, so concurrent uploads to one
    // order take turns and the twelfth is the last.
    await q.query(`
      CREATE FUNCTION repair_order_photos_admit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1 FROM repair_orders WHERE id = NEW.repair_order_id FOR UPDATE;
        IF (SELECT count(*) FROM repair_order_photos WHERE repair_order_id = NEW.repair_order_id) >= 12 THEN
          RAISE EXCEPTION 'an order keeps at most 12 photos'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_repair_order_photos_at_most_12';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_repair_order_photos_admit BEFORE INSERT ON repair_order_photos
        FOR EACH ROW EXECUTE FUNCTION repair_order_photos_admit()`);

    // A photo is evidence: nothing of it changes but whether a repair photo is shared.
    await q.query(`
      CREATE FUNCTION repair_order_photos_read_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (NEW.id, NEW.seq, NEW.repair_order_id, NEW.moment, NEW.taken_by_user_id, NEW.taken_by, NEW.taken_at,
            NEW.media_type, NEW.width, NEW.height, NEW.thumbnail_width, NEW.thumbnail_height)
           IS DISTINCT FROM
           (OLD.id, OLD.seq, OLD.repair_order_id, OLD.moment, OLD.taken_by_user_id, OLD.taken_by, OLD.taken_at,
            OLD.media_type, OLD.width, OLD.height, OLD.thumbnail_width, OLD.thumbnail_height)
           OR NEW.image IS DISTINCT FROM OLD.image OR NEW.thumbnail IS DISTINCT FROM OLD.thumbnail THEN
          RAISE EXCEPTION 'a photo never changes (only whether it is shared with the customer)'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_repair_order_photos_read_only';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_repair_order_photos_read_only BEFORE UPDATE ON repair_order_photos
        FOR EACH ROW EXECUTE FUNCTION repair_order_photos_read_only()`);

    // No photo of an order is deleted once its intake is signed, but by retention or erasure.
    await q.query(`
      CREATE FUNCTION repair_order_photos_keep_evidence() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF coalesce(current_setting('shop.photo_removal', true), '') NOT IN ('retention', 'erasure')
           AND EXISTS (SELECT 1 FROM repair_orders WHERE id = OLD.repair_order_id AND intake_signed_at IS NOT NULL) THEN
          RAISE EXCEPTION 'the intake is signed: its photos are evidence and stay'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_repair_order_photos_intake_signed';
        END IF;
        RETURN OLD;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_repair_order_photos_keep_evidence BEFORE DELETE ON repair_order_photos
        FOR EACH ROW EXECUTE FUNCTION repair_order_photos_keep_evidence()`);

    await q.query(`
      CREATE TABLE repair_order_intake_photo_refusals (
        repair_order_id uuid PRIMARY KEY REFERENCES repair_orders(id),
        recorded_by_user_id uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        recorded_by text NOT NULL CHECK (length(recorded_by) BETWEEN 1 AND 64),
        recorded_at timestamptz NOT NULL
      )`);

    await q.query(`
      CREATE TABLE repair_order_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        repair_order_id uuid NOT NULL REFERENCES repair_orders(id),
        kind text NOT NULL CHECK (kind ~ '^[a-z_]{1,40}$'),
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
        by_user_id uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        by_name text NOT NULL CHECK (length(by_name) BETWEEN 1 AND 64),
        at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX idx_repair_order_events_order ON repair_order_events (repair_order_id, seq)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE repair_order_events`);
    await q.query(`DROP TABLE repair_order_intake_photo_refusals`);
    await q.query(`DROP TABLE repair_order_photos`);
    await q.query(`DROP FUNCTION repair_order_photos_keep_evidence()`);
    await q.query(`DROP FUNCTION repair_order_photos_read_only()`);
    await q.query(`DROP FUNCTION repair_order_photos_admit()`);
    await q.query(`ALTER TABLE repair_orders DROP COLUMN intake_signed_at`);
  }
}
