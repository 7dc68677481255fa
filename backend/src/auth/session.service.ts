import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { StaffPrincipal } from './current-staff.decorator.js';
import { AdminSession } from './entities/admin-session.entity.js';
import type { Role } from './entities/admin-user.entity.js';

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
    @InjectRepository(AdminSession) private readonly sessions: Repository<AdminSession>,
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
    const row = await this.sessions
      .createQueryBuilder('s')
      .innerJoin('admin_users', 'u', 'u.id = s.admin_user_id')
      .select([
        's.id AS "sessionId"',
        's.created_at AS "createdAt"',
        's.last_seen_at AS "lastSeenAt"',
        'u.id AS "userId"',
        'u.username AS "username"',
        'u.role AS "role"',
        'u.disabled_at AS "disabledAt"',
      ])
      .where('s.session_token = :hash', { hash: hashSessionToken(token) })
      .getRawOne<{
        sessionId: string;
        createdAt: Date;
        lastSeenAt: Date;
        userId: string;
        username: string;
        role: Role;
        disabledAt: Date | null;
      }>();
    if (!row) return null;
    const now = this.clock.now();
    const createdAt = new Date(row.createdAt);
    const lastSeenAt = new Date(row.lastSeenAt);
    if (row.disabledAt || now.getTime() >= this.expiry(createdAt, lastSeenAt).getTime()) {
      await this.sessions.delete({ id: row.sessionId });
      return null;
    }
    if (now.getTime() - lastSeenAt.getTime() >= this.touchEveryMs) {
      await this.sessions.update(
        { id: row.sessionId },
        { lastSeenAt: now, expiresAt: this.expiry(createdAt, now) },
      );
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
    await this.sessions.delete({ sessionToken: hashSessionToken(token) });
  }

  private expiry(createdAt: Date, lastSeenAt: Date): Date {
    return new Date(Math.min(lastSeenAt.getTime() + this.idleMs, createdAt.getTime() + this.absoluteMs));
  }
}
