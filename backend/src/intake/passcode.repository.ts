import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import type { Sealed } from './passcode-cipher.js';
import type { PasscodeDestroyCause, PasscodeEventRecord, PasscodeKind, StoredPasscode } from './passcode.js';

interface PasscodeRow {
  repair_order_id: string;
  kind: PasscodeKind;
  key_id: string;
  nonce: Buffer;
  ciphertext: Buffer;
  auth_tag: Buffer;
  given_at: Date;
  recorded_by: string;
  recorded_at: Date;
}

/** The constraint names the service turns into answers (the migration's triggers raise them). */
export const PASSCODE_CONSTRAINTS = {
  openOrder: 'ck_repair_order_passcodes_open_order',
  mayUnlock: 'ck_repair_order_passcodes_may_unlock',
} as const;

/** Who does something to a passcode. */
export interface PasscodeActor {
  userId: string | null;
  username: string;
}

/**
 * Every SQL statement about passcodes (repair_order_passcodes: the ciphertext only) and their
 * history (repair_order_passcode_events), in the transaction under way. A deletion's history line
 * is written by the database's trigger, with the cause set here for the transaction.
 */
@Injectable()
export class PasscodeRepository {
  constructor(private readonly db: Db) {}

  /** The passcode held for an order (its ciphertext), locked for the transaction when asked. */
  async find(orderId: string, options: { lock?: boolean } = {}): Promise<StoredPasscode | undefined> {
    const row = await this.db.one<PasscodeRow>(
      `SELECT repair_order_id, kind, key_id, nonce, ciphertext, auth_tag, given_at, recorded_by, recorded_at
         FROM repair_order_passcodes WHERE repair_order_id = $1${options.lock ? ' FOR UPDATE' : ''}`,
      [orderId],
    );
    return row && toStored(row);
  }

  /**
   * Stores the order's passcode, or replaces it (a correction: the 30 days still count from when
   * it was first given). The database refuses it on a closed order or without 'may_unlock'.
   */
  async put(orderId: string, kind: PasscodeKind, sealed: Sealed, by: PasscodeActor, at: Date): Promise<void> {
    await this.db.execute(
      `INSERT INTO repair_order_passcodes
              (repair_order_id, kind, key_id, nonce, ciphertext, auth_tag, given_at, recorded_by_user_id, recorded_by, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $7)
       ON CONFLICT (repair_order_id) DO UPDATE
          SET kind = EXCLUDED.kind, key_id = EXCLUDED.key_id, nonce = EXCLUDED.nonce,
              ciphertext = EXCLUDED.ciphertext, auth_tag = EXCLUDED.auth_tag,
              recorded_by_user_id = EXCLUDED.recorded_by_user_id, recorded_by = EXCLUDED.recorded_by,
              recorded_at = EXCLUDED.recorded_at`,
      [
        orderId,
        kind,
        sealed.keyId,
        sealed.nonce,
        sealed.ciphertext,
        sealed.authTag,
        at,
        by.userId,
        by.username,
      ],
    );
  }

  async recordEvent(
    orderId: string,
    event: { kind: 'recorded' | 'revealed'; reason?: string; by: PasscodeActor; at: Date },
  ): Promise<void> {
    await this.db.execute(
      `INSERT INTO repair_order_passcode_events (repair_order_id, kind, reason, by_user_id, by_name, at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [orderId, event.kind, event.reason ?? null, event.by.userId, event.by.username, event.at],
    );
  }

  /** An order's passcode history, oldest first. */
  async events(orderId: string): Promise<PasscodeEventRecord[]> {
    const rows = await this.db.query<{
      kind: PasscodeEventRecord['kind'];
      reason: string | null;
      cause: PasscodeDestroyCause | null;
      by_name: string;
      at: Date;
    }>(
      `SELECT kind, reason, cause, by_name, at FROM repair_order_passcode_events
        WHERE repair_order_id = $1 ORDER BY seq`,
      [orderId],
    );
    return rows.map((r) => ({
      kind: r.kind,
      reason: r.reason,
      cause: r.cause,
      by: r.by_name,
      at: new Date(r.at),
    }));
  }

  /** How many times staff revealed the order's passcode (all its passcodes, gone ones too). */
  async revealCount(orderId: string): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM repair_order_passcode_events WHERE repair_order_id = $1 AND kind = 'revealed'`,
      [orderId],
    );
    return Number(row?.n ?? 0);
  }

  /** Destroys the passcodes given at or before `givenBefore`; answers their orders. */
  async removeGivenBefore(givenBefore: Date, at: Date): Promise<string[]> {
    return this.removeWhere('expired', at, `given_at <= $1`, [givenBefore]);
  }

  /** Destroys the passcodes of these orders for `cause`; answers the orders that had one. */
  async removeOf(orderIds: string[], cause: 'expired' | 'erasure', at: Date): Promise<string[]> {
    if (orderIds.length === 0) return [];
    return this.removeWhere(cause, at, `repair_order_id = ANY($1::uuid[])`, [orderIds]);
  }

  /** A reveal's reason is free text staff typed: an erasure replaces it. */
  async eraseReasons(orderIds: string[], words: string): Promise<void> {
    if (orderIds.length === 0) return;
    await this.db.execute(
      `UPDATE repair_order_passcode_events SET reason = $2
        WHERE repair_order_id = ANY($1::uuid[]) AND kind = 'revealed'`,
      [orderIds, words],
    );
  }

  private async removeWhere(
    cause: PasscodeDestroyCause,
    at: Date,
    where: string,
    params: unknown[],
  ): Promise<string[]> {
    // The trigger that writes the 'destroyed' line reads the cause and time for this transaction.
    await this.db.query(
      `SELECT set_config('shop.passcode_removal', $1, true), set_config('shop.passcode_removed_at', $2, true)`,
      [cause, at.toISOString()],
    );
    const rows = await this.db.query<{ repair_order_id: string }>(
      `DELETE FROM repair_order_passcodes WHERE ${where} RETURNING repair_order_id`,
      params,
    );
    await this.db.query(
      `SELECT set_config('shop.passcode_removal', '', true), set_config('shop.passcode_removed_at', '', true)`,
    );
    return rows.map((r) => r.repair_order_id);
  }
}

function toStored(r: PasscodeRow): StoredPasscode {
  return {
    orderId: r.repair_order_id,
    kind: r.kind,
    keyId: r.key_id,
    nonce: Buffer.from(r.nonce),
    ciphertext: Buffer.from(r.ciphertext),
    authTag: Buffer.from(r.auth_tag),
    givenAt: new Date(r.given_at),
    recordedBy: r.recorded_by,
    recordedAt: new Date(r.recorded_at),
  };
}
