import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { AdminUser, Role } from './entities/admin-user.entity.js';
import { hashPassword } from './password-hasher.js';
import { SessionRepository } from './session.repository.js';
import { hashSessionToken, newSessionToken } from './session.service.js';
import { SignInLinkMailer } from './sign-in-link-mailer.js';
import { SignInLinksRepository } from './sign-in-links.repository.js';
import {
  checkPassword,
  generatePassword,
  StaffAccountConflict,
  StaffAccountNotFound,
  StaffAccounts,
  type StaffActor,
} from './staff-accounts.js';
import { StaffUsersRepository } from './staff-users.repository.js';

/** How long a sign-in link works: three days (a person added on a Friday starts on Monday). */
export const SIGN_IN_LINK_HOURS = 72;

/** Where a link leads: the page that reads the token from the fragment (paths.ts: adminWelcome). */
export const SIGN_IN_LINK_PATH = '/admin/welcome';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The link was used, has expired, was replaced by a newer one, or its account was disabled. */
export class SignInLinkGone extends Error {
  constructor() {
    super('This link was used or has expired. Ask the owner for a new one.');
  }
}

/** Whom an open link signs in (what the page shows before the password is chosen). */
export interface SignInLinkHolder {
  username: string;
  name: string | null;
}

/**
 * One-time sign-in links (issue 41): an owner sends a person a link by e-mail (a new account's, or
 * an existing one's); the person opens it, sets their own password and is signed in. The token is
 * 256 random bits; only its SHA-256 is stored (like sessions); it is used once and expires after
 * 72 h; a new link replaces the account's earlier ones. Neither the token nor the address is logged:
 * the address is only the e-mail's recipient (staff accounts keep no address).
 */
@Injectable()
export class SignInLinks {
  constructor(
    private readonly links: SignInLinksRepository,
    private readonly users: StaffUsersRepository,
    private readonly sessions: SessionRepository,
    private readonly accounts: StaffAccounts,
    private readonly mailer: SignInLinkMailer,
    private readonly clock: Clock,
    private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Adds a person without a password they know (a random one nobody is told) and e-mails them a
   * link to choose their own, in one transaction.
   */
  createWithLink(
    account: { username: string; name: string; role: Role },
    email: string,
    actor: StaffActor,
  ): Promise<AdminUser> {
    return this.db.transaction(async () => {
      const user = await this.accounts.create(account.username, generatePassword(), account.role, {
        name: account.name,
        actor,
      });
      await this.send(user.id, email, actor);
      return user;
    });
  }

  /** E-mails account `id` a new link (earlier open ones stop working). A disabled account: conflict. */
  send(id: string, email: string, actor: StaffActor): Promise<void> {
    return this.db.transaction(async () => {
      const user = await this.users.findById(id);
      if (!user) throw new StaffAccountNotFound('No such staff account');
      if (user.disabledAt)
        throw new StaffAccountConflict('This account is disabled: enable it before sending a sign-in link');
      const token = newSessionToken();
      const now = this.clock.now();
      const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_HOURS * 3_600_000);
      await this.links.deleteOpenFor(user.id);
      await this.links.insert({
        adminUserId: user.id,
        tokenHash: hashSessionToken(token),
        createdAt: now,
        expiresAt,
        createdBy: actor?.id ?? null,
      });
      await this.mailer.queue(email, {
        name: user.displayName ?? user.username,
        username: user.username,
        link: `${this.config.mail.publicUrl}${SIGN_IN_LINK_PATH}#${token}`,
        expiresAt,
      });
      await this.users.recordChange({
        at: now,
        actor,
        user,
        action: 'sign-in-link-sent',
        detail: `valid ${SIGN_IN_LINK_HOURS} h`,
      });
    });
  }

  /** Whom an open link signs in; SignInLinkGone when it is not open. */
  async holder(token: string): Promise<SignInLinkHolder> {
    const link = TOKEN_SHAPE.test(token)
      ? await this.links.findOpen(hashSessionToken(token), this.clock.now())
      : undefined;
    if (!link) throw new SignInLinkGone();
    return { username: link.username, name: link.displayName };
  }

  /**
   * Uses a link: the person's own password is set, the link is spent, the account's other sessions
   * end, the audit list says so. Answers the account, for the caller to open a session.
   */
  async use(token: string, password: string): Promise<AdminUser> {
    checkPassword(password);
    // The costly hash only for a link that looks open; using it below decides (once, atomically).
    await this.holder(token);
    const hash = await hashPassword(password);
    return this.db.transaction(async () => {
      const now = this.clock.now();
      const userId = await this.links.use(hashSessionToken(token), now);
      if (!userId) throw new SignInLinkGone();
      const user = await this.users.findById(userId);
      if (!user) throw new SignInLinkGone();
      await this.users.setPasswordHash(user.id, hash);
      await this.sessions.deleteForUser(user.id);
      await this.users.recordChange({
        at: now,
        actor: { id: user.id, username: user.username },
        user,
        action: 'password-set',
        detail: 'with a sign-in link',
      });
      return user;
    });
  }
}
