import {
  BadRequestException,
  ConflictException,
  Injectable,
  UnprocessableEntityException,
} from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import { Db } from '../database/db.js';
import { IdempotencyRepository } from './idempotency.repository.js';
import { IDEMPOTENCY_KEY_PATTERN, requestHash } from './request-hash.js';

/**
 * How long a key is kept: a retry within this many hours answers the first response; the
 * housekeeping job deletes older keys, after which the key is new again.
 */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

/** The answer of a POST: its status and JSON text (a replay sends these very bytes again). */
export interface StoredAnswer {
  status: number;
  json: string;
}

export interface IdempotentAnswer extends StoredAnswer {
  /** True when this answers a retry with a known Idempotency-Key. */
  replayed: boolean;
}

export interface IdempotentRequest {
  /** The operation the key belongs to (one key may be used once per scope). */
  scope: string;
  /** The Idempotency-Key header, when the client sent one. */
  key: string | undefined;
  /** The request body; a retry must send an equal one. */
  body: unknown;
}

/**
 * Idempotency-Key for any POST: the work runs once per (scope, key), in one transaction with the
 * claim of the key and the stored answer, so a retry gets the first answer byte for byte.
 * The database holds it: a unique (scope, key) row claimed by INSERT ... ON CONFLICT DO NOTHING, so
 * two concurrent requests with one key serialise on the index and the second answers what the first
 * stored. If the work throws, the transaction rolls back and the key is free again.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    private readonly db: Db,
    private readonly keys: IdempotencyRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Checks the key, replays a known one, else runs `work` in a transaction (ambient: everything it
   * calls joins it) that also stores its answer.
   */
  async run(request: IdempotentRequest, work: () => Promise<StoredAnswer>): Promise<IdempotentAnswer> {
    const { scope, key } = request;
    if (key === undefined) {
      const answer = await this.db.transaction(work);
      return { ...answer, replayed: false };
    }
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new BadRequestException({
        message: 'Validation failed',
        errors: [
          { field: 'Idempotency-Key', message: 'Idempotency-Key must be 1 to 255 printable characters' },
        ],
      });
    }
    const hash = requestHash(request.body);
    const earlier = await this.replay(scope, key, hash);
    if (earlier) return earlier;

    return this.db.transaction(async () => {
      if (!(await this.keys.claim(scope, key, hash, this.clock.now()))) {
        // Another request with this key committed meanwhile: answer as it did (nothing written here).
        const replayed = await this.replay(scope, key, hash);
        if (replayed) return replayed;
        throw new ConflictException({
          message: 'A request with this Idempotency-Key is still being processed',
        });
      }
      const answer = await work();
      // A json (not jsonb) column keeps the text as written, so a replay sends the same bytes.
      await this.keys.answer(scope, key, answer.status, answer.json);
      return { ...answer, replayed: false };
    });
  }

  private async replay(scope: string, key: string, hash: string): Promise<IdempotentAnswer | undefined> {
    const row = await this.keys.find(scope, key);
    if (!row) return undefined;
    if (row.request_hash !== hash) {
      throw new UnprocessableEntityException({
        message: 'This Idempotency-Key was already used with a different request',
      });
    }
    if (row.response_status === null || row.response_body === null) return undefined;
    return { status: row.response_status, json: row.response_body, replayed: true };
  }
}
