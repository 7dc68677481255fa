import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CacheVersionsRepository } from '../common/cache-coherence/cache-versions.repository.js';
import {
  CHANGE_LISTENER,
  EmbeddedChangeListener,
  PostgresChangeListener,
  type ChangeListener,
} from '../common/cache-coherence/change-listeners.js';
import { DatabaseMetrics } from '../common/database/database-metrics.js';
import { Db } from '../common/database/db.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { dataSourceOptions } from './data-source-options.js';
import { EmbeddedDatabase } from './embedded-database.js';
import { migrate } from './migrate.js';

export const EMBEDDED_DATABASE = Symbol('EMBEDDED_DATABASE');
/** The embedded engine this app opened itself (and so closes), or null when it has none or was handed one. */
const OWN_EMBEDDED_DATABASE = Symbol('OWN_EMBEDDED_DATABASE');

/**
 * Closes the database last on shutdown: the data source first, then the embedded engine, but only
 * the one the app opened: an engine handed in (tests running two instances on one database) is
 * closed by whoever opened it, so closing one instance never pulls the database from the other.
 */
class DatabaseCloser implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(OWN_EMBEDDED_DATABASE) private readonly ownEmbedded: EmbeddedDatabase | null,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.ownEmbedded?.close();
  }
}

export interface DatabaseModuleOptions {
  /** An embedded database opened by the caller (tests); otherwise chosen from the config. */
  embedded?: EmbeddedDatabase | null;
}

/** Opens the embedded database once (when DATABASE_URL is not set) and shares it. */
@Global()
@Module({})
class EmbeddedDatabaseModule {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: EmbeddedDatabaseModule,
      providers: [
        {
          provide: EMBEDDED_DATABASE,
          inject: [APP_CONFIG],
          useFactory: async (config: AppConfig): Promise<EmbeddedDatabase | null> => {
            if (options.embedded !== undefined) return options.embedded;
            return config.databaseUrl ? null : EmbeddedDatabase.open(config.dataDir);
          },
        },
        {
          provide: OWN_EMBEDDED_DATABASE,
          inject: [EMBEDDED_DATABASE],
          useFactory: (embedded: EmbeddedDatabase | null) =>
            options.embedded === undefined ? embedded : null,
        },
      ],
      exports: [EMBEDDED_DATABASE, OWN_EMBEDDED_DATABASE],
    };
  }
}

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions = {}): DynamicModule {
    const embeddedModule = EmbeddedDatabaseModule.forRoot(options);
    return {
      module: DatabaseModule,
      imports: [
        embeddedModule,
        TypeOrmModule.forRootAsync({
          imports: [embeddedModule],
          inject: [APP_CONFIG, EMBEDDED_DATABASE],
          useFactory: (config: AppConfig, embedded: EmbeddedDatabase | null) => ({
            ...dataSourceOptions(config, embedded ?? undefined),
            // Each feature module registers its own entities (TypeOrmModule.forFeature).
            autoLoadEntities: true,
            retryAttempts: 0,
          }),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            try {
              await migrate(dataSource);
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
      ],
      providers: [
        DatabaseCloser,
        Db,
        DatabaseMetrics,
        {
          // Committed changes reach the caches through LISTEN: a connection of its own on
          // PostgreSQL, in-process on the embedded database (one session).
          provide: CHANGE_LISTENER,
          inject: [APP_CONFIG, EMBEDDED_DATABASE, Db],
          useFactory: (config: AppConfig, embedded: EmbeddedDatabase | null, db: Db): ChangeListener =>
            embedded
              ? new EmbeddedChangeListener(embedded.pglite, new CacheVersionsRepository(db))
              : new PostgresChangeListener({
                  connectionString: config.databaseUrl,
                  connectionTimeoutMillis: config.dbConnectTimeoutMs,
                  query_timeout: config.dbConnectTimeoutMs,
                  keepAlive: true,
                  application_name: `shop-backend ${process.pid} listener`,
                }),
        },
      ],
      exports: [Db, CHANGE_LISTENER],
    };
  }
}
