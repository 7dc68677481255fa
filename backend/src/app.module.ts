import { Module, type DynamicModule } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import { APP_FILTER } from '@nestjs/core';
import { AppointmentsModule } from './appointments/appointments.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BackupModule } from './backup/backup.module.js';
import { BackOfficeModule } from './back-office/back-office.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import type { Clock } from './common/clock/clock.js';
import { CacheCoherenceModule } from './common/cache-coherence/cache-coherence.module.js';
import { ClockModule } from './common/clock/clock.module.js';
import { HttpStagesModule } from './common/http/http-stages.js';
import { LifecycleModule } from './common/lifecycle/lifecycle.js';
import { LoggingModule } from './common/logging/logging.module.js';
import { MetricsModule } from './common/metrics/metrics.module.js';
import { HousekeepingModule } from './common/housekeeping/housekeeping.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { CustomersModule } from './customers/customers.module.js';
import { DatabaseModule } from './database/database.module.js';
import type { EmbeddedDatabase } from './database/embedded-database.js';
import { HealthModule } from './health/health.module.js';
import { IntakeModule } from './intake/intake.module.js';
import { InventoryModule } from './inventory/inventory.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PricingModule } from './pricing/pricing.module.js';
import { SecurityModule } from './security/security.module.js';
import { SiteModule } from './site/site.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { SeoModule } from './seo/seo.module.js';
import { WorkshopModule } from './workshop/workshop.module.js';

export interface AppModuleOptions {
  config?: AppConfig;
  /** An embedded database opened by the caller (tests). */
  embedded?: EmbeddedDatabase | null;
  /** A clock to use instead of the system clock (tests). */
  clock?: Clock;
  /** Where log lines go instead of standard output (tests). */
  logDestination?: DestinationStream;
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(options.config),
        ClockModule.forRoot(options.clock),
        LoggingModule.forRoot({ destination: options.logDestination }),
        MetricsModule,
        RateLimitModule,
        LifecycleModule,
        HttpStagesModule,
        DatabaseModule.forRoot({ embedded: options.embedded }),
        CacheCoherenceModule,
        SiteModule,
        HousekeepingModule,
        HealthModule,
        NotificationsModule,
        CatalogueModule,
        SecurityModule,
        AuthModule,
        PricingModule,
        AppointmentsModule,
        CustomersModule,
        BackOfficeModule,
        WorkshopModule,
        IntakeModule,
        PaymentsModule,
        InventoryModule,
        ReportsModule,
        SeoModule,
        BackupModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
