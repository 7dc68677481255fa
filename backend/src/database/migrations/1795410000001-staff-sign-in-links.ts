import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time sign-in links for staff accounts (issue 41): an owner sends a person a link by e-mail;
 * the person opens it, sets their own password and is signed in. Only the SHA-256 of the link's
 * token is kept (like sessions); a link is used once (used_at) and expires (72 h). The audit list
 * gains 'sign-in-link-sent'.
 */
export class StaffSignInLinks1795410000001 implements MigrationInterface {
  name = 'StaffSignInLinks1795410000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_sign_in_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_user_id uuid NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE CONSTRAINT ck_staff_sign_in_links_hash CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_by uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        CONSTRAINT ck_staff_sign_in_links_expiry CHECK (expires_at > created_at),
        CONSTRAINT ck_staff_sign_in_links_used CHECK (used_at IS NULL OR used_at >= created_at)
      )`);
    await q.query(`CREATE INDEX idx_staff_sign_in_links_user ON staff_sign_in_links (admin_user_id)`);
    await q.query(`CREATE INDEX idx_staff_sign_in_links_expires ON staff_sign_in_links (expires_at)`);
    await q.query(`ALTER TABLE admin_user_changes DROP CONSTRAINT admin_user_changes_action_check`);
    await q.query(`
      ALTER TABLE admin_user_changes ADD CONSTRAINT admin_user_changes_action_check CHECK (action IN
        ('created', 'role-changed', 'renamed', 'password-set', 'disabled', 'enabled', 'sign-in-link-sent'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM admin_user_changes WHERE action = 'sign-in-link-sent'`);
    await q.query(`ALTER TABLE admin_user_changes DROP CONSTRAINT admin_user_changes_action_check`);
    await q.query(`
      ALTER TABLE admin_user_changes ADD CONSTRAINT admin_user_changes_action_check CHECK (action IN
        ('created', 'role-changed', 'renamed', 'password-set', 'disabled', 'enabled'))`);
    await q.query(`DROP TABLE staff_sign_in_links`);
  }
}
