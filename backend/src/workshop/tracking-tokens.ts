import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { RepairOrderRepository } from './repair-order.repository.js';

/** 24 random bytes (192 bits), base64url: 32 characters. */
const TOKEN_BYTES = 24;
/** A token has the form minted here; anything else is not looked up. */
const TOKEN_FORM = /^[A-Za-z0-9_-]{32}$/;
/** Tracking links stop working this long after the order was picked up or cancelled. */
export const TRACKING_DAYS_AFTER_CLOSE = 90;
/** How long the link a customer gets from the look-up form works. */
export const LOOKUP_TOKEN_HOURS = 24;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Tracking tokens of repair orders. Only the sha256 of a token is stored: the plaintext exists in
 * the answer (or e-mail) that mints it and nowhere else, so every new link (the check-in slip, an
 * e-mail, the look-up form, "print slip again") is a new token and earlier links keep working.
 * A token works while it has not expired (look-up tokens: 24 h; others do not expire) and until
 * {@link TRACKING_DAYS_AFTER_CLOSE} days after the order was picked up or cancelled.
 */
@Injectable()
export class TrackingTokens {
  constructor(
    private readonly orders: RepairOrderRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mints a token for the order in the transaction under way; the answer is its tracking URL. */
  async mint(orderId: string, now: Date, expiresAt: Date | null = null): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await this.orders.insertTrackingToken(orderId, hashToken(token), now, expiresAt);
    return this.url(token);
  }

  url(token: string): string {
    return `${this.config.mail.publicUrl}/track/${token}`;
  }

  /** The order a token tracks now, or undefined (unknown, expired, or long closed: all alike). */
  async orderOf(token: string, now: Date): Promise<string | undefined> {
    if (!TOKEN_FORM.test(token)) return undefined;
    return this.orders.orderOfTrackingToken(hashToken(token), now, TRACKING_DAYS_AFTER_CLOSE);
  }
}
