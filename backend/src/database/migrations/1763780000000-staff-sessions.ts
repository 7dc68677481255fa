import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff sign-in: sliding idle timeout (last_seen_at), disabled accounts (disabled_at), and the
 * failed sign-in attempts counted for throttling per IP and per username.
 */
export class StaffSessions1763780000000 implements MigrationInterface {
  name = 'StaffSessions1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_users ADD COLUMN disabled_at timestamptz`);
    await q.query(`ALTER TABLE admin_sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(
      `ALTER TABLE admin_sessions ADD CONSTRAINT ck_admin_sessions_token_sha256 CHECK (session_token ~ '^[0-9a-f]{64}$')`,
    );
    await q.query(`CREATE INDEX idx_admin_sessions_expires ON admin_sessions (expires_at)`);
    await q.query(`
      CREATE TABLE admin_login_failures (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        scope text NOT NULL CHECK (scope IN ('ip', 'username')),
        key text NOT NULL,
        failed_at timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE INDEX idx_admin_login_failures_key ON admin_login_failures (scope, key, failed_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE admin_login_failures`);
    await q.query(`DROP INDEX idx_admin_sessions_expires`);
    await q.query(`ALTER TABLE admin_sessions DROP CONSTRAINT ck_admin_sessions_token_sha256`);
    await q.query(`ALTER TABLE admin_sessions DROP COLUMN last_seen_at`);
    await q.query(`ALTER TABLE admin_users DROP COLUMN disabled_at`);
  }
}
