import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in attempts replace the failures counted per IP and per username (issue 30): one row per
 * attempt, with its username (normalised), its client address and its outcome ('pending' while
 * the password is checked, which counts as a failure), kept 30 days; `seq` orders attempts made
 * at one instant ("after the last success"). The throttle counts failures
 * per (username, address) pair and per address, slows an account down for addresses that failed
 * on it, and tells staff the failures since their previous sign-in (stored on the success row).
 */
export class SignInAttempts1764300000001 implements MigrationInterface {
  name = 'SignInAttempts1764300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE admin_login_failures`);
    await q.query(`
      CREATE TABLE admin_sign_in_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        username text NOT NULL CONSTRAINT ck_sign_in_attempts_username CHECK (length(username) <= 64),
        address text NOT NULL CONSTRAINT ck_sign_in_attempts_address CHECK (length(address) <= 64),
        attempted_at timestamptz NOT NULL,
        outcome text NOT NULL DEFAULT 'pending'
          CONSTRAINT ck_sign_in_attempts_outcome CHECK (outcome IN ('pending', 'failed', 'succeeded')),
        failures_before integer CONSTRAINT ck_sign_in_attempts_failures_before CHECK (failures_before >= 0),
        last_failure_at timestamptz,
        CONSTRAINT ck_sign_in_attempts_success_summary CHECK ((outcome = 'succeeded') = (failures_before IS NOT NULL))
      )`);
    await q.query(
      `CREATE INDEX idx_sign_in_attempts_username ON admin_sign_in_attempts (username, attempted_at)`,
    );
    await q.query(
      `CREATE INDEX idx_sign_in_attempts_address ON admin_sign_in_attempts (address, attempted_at)`,
    );
    await q.query(`CREATE INDEX idx_sign_in_attempts_at ON admin_sign_in_attempts (attempted_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE admin_sign_in_attempts`);
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
}
