import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AdvisoryLock, lockForTransaction } from '../common/database/advisory-locks.js';
import { Db } from '../common/database/db.js';
import { StartupNotices } from '../common/lifecycle/lifecycle.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { Role } from './entities/admin-user.entity.js';
import { generatePassword, StaffAccounts } from './staff-accounts.js';
import { StaffUsersRepository } from './staff-users.repository.js';

export interface DemoAccount {
  username: string;
  role: Role;
  password: string;
}

/**
 * The three demo staff accounts (viewer, editor, owner), made on a start that finds no staff at all, never in production;
 * their passwords are printed once (StartupNotices).
 */
@Injectable()
export class DemoStaffSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly db: Db,
    private readonly users: StaffUsersRepository,
    private readonly accounts: StaffAccounts,
    private readonly notices: StartupNotices,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.nodeEnv === 'production') return;
    const created = await this.seed();
    if (created.length === 0) return;
    this.notices.add((url) => [
      `\nDemo staff accounts (shown once; sign in at ${url}/admin):`,
      ...created.map((a) => `  ${a.role.padEnd(6)}  username: ${a.username}  password: ${a.password}`),
      'Change them with: npm run staff -- set-password USERNAME\n',
    ]);
  }

  /** Makes the accounts when there is no staff yet; answers those made. */
  seed(): Promise<DemoAccount[]> {
    return this.db.transaction(async () => {
      // One seeding process at a time (several backends may start together on one database).
      await lockForTransaction(this.db, AdvisoryLock.demoStaff);
      if ((await this.users.count()) > 0) return [];
      const accounts: DemoAccount[] = [
        {
          username: 'viewer',
          role: 'viewer',
          password: this.config.demoPasswords.viewer ?? generatePassword(),
        },
        {
          username: 'editor',
          role: 'editor',
          password: this.config.demoPasswords.editor ?? generatePassword(),
        },
        // Manages the staff accounts on screen (issue 41); viewer and editor keep their meaning.
        {
          username: 'owner',
          role: 'owner',
          password: this.config.demoPasswords.owner ?? generatePassword(),
        },
      ];
      for (const account of accounts)
        await this.accounts.create(account.username, account.password, account.role);
      this.logger.log('Created the demo staff accounts (viewer, editor, owner)');
      return accounts;
    });
  }
}
