import { Injectable } from '@nestjs/common';
import { DELETE_BATCH, deleteInBatches } from '../database/batched-delete.js';
import { Db } from '../database/db.js';

/** The rate_limits table (rate-limiter-flexible's PostgreSQL store): what the app itself does with it. */
@Injectable()
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /** Counters whose window has ended (`expire` in epoch milliseconds). */
  deleteExpired(now: Date): Promise<number> {
    return deleteInBatches(
      this.db,
      `DELETE FROM rate_limits WHERE key IN (SELECT key FROM rate_limits WHERE expire <= $1 LIMIT ${DELETE_BATCH})`,
      [now.getTime()],
    );
  }
}
