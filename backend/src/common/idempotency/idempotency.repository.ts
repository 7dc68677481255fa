import { Injectable } from '@nestjs/common';
import { DELETE_BATCH, deleteInBatches } from '../database/batched-delete.js';
import { Db } from '../database/db.js';

/** A stored key: the request it was used with and, once the work committed, its answer. */
export interface IdempotencyKeyRow {
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
}

/** The idempotency_keys table: one row per (scope, key). */
@Injectable()
export class IdempotencyRepository {
  constructor(private readonly db: Db) {}

  /** The row of a key, with its answer as the very text stored. */
  find(scope: string, key: string): Promise<IdempotencyKeyRow | undefined> {
    return this.db.one<IdempotencyKeyRow>(
      `SELECT request_hash, response_status, response_body::text AS response_body
         FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      [scope, key],
    );
  }

  /** Takes the key for this transaction; false when another request holds or held it. */
  async claim(scope: string, key: string, requestHash: string, at: Date): Promise<boolean> {
    const claimed = await this.db.query<{ key: string }>(
      `INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
      [scope, key, requestHash, at],
    );
    return claimed.length === 1;
  }

  /** Stores the answer of the claimed key (a json column keeps the text as written). */
  async answer(scope: string, key: string, status: number, json: string): Promise<void> {
    await this.db.execute(
      `UPDATE idempotency_keys SET response_status = $3, response_body = $4 WHERE scope = $1 AND key = $2`,
      [scope, key, status, json],
    );
  }

  /** Keys created before `since` (past their retention). */
  deleteCreatedBefore(since: Date): Promise<number> {
    return deleteInBatches(
      this.db,
      `DELETE FROM idempotency_keys WHERE ctid IN (
         SELECT ctid FROM idempotency_keys WHERE created_at < $1 LIMIT ${DELETE_BATCH})`,
      [since],
    );
  }
}
