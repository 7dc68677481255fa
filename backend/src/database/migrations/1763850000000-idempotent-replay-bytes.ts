import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An idempotent replay answers the first answer's bytes: the stored answer becomes `json`, which
 * keeps its text as written (jsonb stores a parsed form and gives its keys back in another order).
 */
export class IdempotentReplayBytes1763850000000 implements MigrationInterface {
  name = 'IdempotentReplayBytes1763850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE idempotency_keys ALTER COLUMN response_body TYPE json USING response_body::json`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE idempotency_keys ALTER COLUMN response_body TYPE jsonb USING response_body::jsonb`,
    );
  }
}
