import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { Clock } from '../common/clock/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { StaffPrincipal } from './current-staff.decorator.js';
import { SessionRepository } from './session.repository.js';

/** 256 random bits, base64url: the value of the session cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the table keeps instead of the token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Staff sessions: rows in admin_sessions keyed by the SHA-256 of the cookie token. A session ends
 * after the idle timeout without use (sliding) or the absolute timeout after sign-in, whichever
 * comes first, and at once when its user is disabled. The role comes from admin_users on every read.
 */
@Injectable()
export class SessionService {
  private readonly idleMs: number;
  private readonly absoluteMs: number;
  /** Uses closer together than this do not move the idle expiry (saves a write per request). */
  private readonly touchEveryMs: number;

  constructor(
    private readonly sessions: SessionRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.idleMs = config.session.idleTimeoutMinutes * 60_000;
    this.absoluteMs = config.session.absoluteTimeoutHours * 3_600_000;
    this.touchEveryMs = Math.min(60_000, this.idleMs / 10);
  }

  /** Starts a session for a user and answers the token for the cookie (never stored). */
  async create(adminUserId: string): Promise<string> {
    const token = newSessionToken();
    const now = this.clock.now();
    await this.sessions.insert({
      sessionToken: hashSessionToken(token),
      adminUserId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: this.expiry(now, now),
    });
    return token;
  }

  /** The staff member of a live session, or null (unknown, expired or disabled: the row is removed). */
  async resolve(token: string | undefined): Promise<StaffPrincipal | null> {
    if (!token || !TOKEN_SHAPE.test(token)) return null;
    const row = await this.sessions.findByTokenHash(hashSessionToken(token));
    if (!row) return null;
    const now = this.clock.now();
    const { createdAt, lastSeenAt } = row;
    if (row.disabledAt || now.getTime() >= this.expiry(createdAt, lastSeenAt).getTime()) {
      await this.sessions.delete(row.sessionId);
      return null;
    }
    if (now.getTime() - lastSeenAt.getTime() >= this.touchEveryMs) {
      await this.sessions.touch(row.sessionId, now, this.expiry(createdAt, now));
    }
    return {
      id: row.userId,
      username: row.username,
      role: row.role,
      sessionId: row.sessionId,
      signedInAt: createdAt,
    };
  }

  /** Ends the session of a token (logout); unknown tokens are ignored. */
  async destroy(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_SHAPE.test(token)) return;
    await this.sessions.deleteByTokenHash(hashSessionToken(token));
  }

  private expiry(createdAt: Date, lastSeenAt: Date): Date {
    return new Date(Math.min(lastSeenAt.getTime() + this.idleMs, createdAt.getTime() + this.absoluteMs));
  }
}
