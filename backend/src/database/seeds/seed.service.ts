import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Db } from '../../common/database/db.js';
import { AdvisoryLock, lockForTransaction } from '../../common/database/advisory-locks.js';
import { createStaff, generatePassword } from '../../auth/staff-accounts.js';
import { AdminUser } from '../../auth/entities/admin-user.entity.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { seedCatalogue } from './catalogue.seed.js';
import { seedRetailPrices } from '../../pricing/retail-prices.seed.js';

export interface DemoAccount {
  username: string;
  role: 'viewer' | 'editor';
  password: string;
}

/**
 * Seeds on every start, idempotently: the repair catalogue always; the two demo staff accounts
 * only on a database with no staff at all, and never in production.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');
  /** The demo accounts created by this start (empty when they already existed). */
  createdDemoAccounts: DemoAccount[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await seedCatalogue(this.dataSource.manager);
    await seedRetailPrices(this.dataSource.manager);
    if (this.config.nodeEnv !== 'production') this.createdDemoAccounts = await this.seedDemoStaff();
  }

  private async seedDemoStaff(): Promise<DemoAccount[]> {
    return this.db.transaction(async () => {
      const db = this.db.manager;
      // One seeding process at a time (several backends may start together on one database).
      await lockForTransaction(this.db, AdvisoryLock.demoStaff);
      if ((await db.getRepository(AdminUser).count()) > 0) return [];
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
      ];
      for (const account of accounts) await createStaff(db, account.username, account.password, account.role);
      this.logger.log('Created the demo staff accounts (viewer, editor)');
      return accounts;
    });
  }
}
