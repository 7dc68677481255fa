import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts on screen (issue 41): a third role, `owner`; each account's name and last
 * sign-in; and admin_user_changes, the audit list of every change made to an account (who, when,
 * what). The last active owner is kept by StaffAccounts in one transaction under an advisory lock.
 */
export class StaffAccountsOnScreen1792000000001 implements MigrationInterface {
  name = 'StaffAccountsOnScreen1792000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_users DROP CONSTRAINT admin_users_role_check`);
    await q.query(
      `ALTER TABLE admin_users ADD CONSTRAINT admin_users_role_check CHECK (role IN ('viewer', 'editor', 'owner'))`,
    );
    await q.query(`
      ALTER TABLE admin_users
        ADD COLUMN display_name text CHECK (display_name IS NULL OR length(display_name) BETWEEN 1 AND 100),
        ADD COLUMN last_sign_in_at timestamptz`);
    await q.query(`
      CREATE TABLE admin_user_changes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        changed_at timestamptz NOT NULL,
        actor_user_id uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        actor_username text,
        admin_user_id uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        username text NOT NULL,
        action text NOT NULL CHECK (action IN ('created', 'role-changed', 'renamed', 'password-set', 'disabled', 'enabled')),
        detail text
      )`);
    await q.query(
      `CREATE INDEX idx_admin_user_changes_changed_at ON admin_user_changes (changed_at DESC, seq DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE admin_user_changes`);
    await q.query(`ALTER TABLE admin_users DROP COLUMN last_sign_in_at, DROP COLUMN display_name`);
    await q.query(`UPDATE admin_users SET role = 'editor' WHERE role = 'owner'`);
    await q.query(`ALTER TABLE admin_users DROP CONSTRAINT admin_users_role_check`);
    await q.query(
      `ALTER TABLE admin_users ADD CONSTRAINT admin_users_role_check CHECK (role IN ('viewer', 'editor'))`,
    );
  }
}
