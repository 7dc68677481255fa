import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { DestinationStream } from 'pino';
import type { App } from 'supertest/types.js';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { configureApp } from '../../src/app.setup.js';
import { ExpressServerAdapter } from '../../src/common/http/express-server.adapter.js';
import { FakeClock } from '../../src/common/clock/clock.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const DEMO_PASSWORDS = {
  viewer: 'viewer-password-123',
  editor: 'editor-password-123',
  owner: 'owner-password-123',
};

export interface TestApp {
  app: INestApplication;
  http: App;
  config: AppConfig;
  clock: FakeClock;
  dataSource: DataSource;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment (config) values, e.g. { SLOT_CAPACITY: '2' }. */
  env?: Record<string, string>;
  /** Start time of the fake clock (defaults to now). */
  now?: Date | string;
  /** A database another test app already uses (a second instance on one database); not dropped on close. */
  database?: TestDatabase;
  /** Where the app's log lines go (LOG_LEVEL decides which), instead of standard output. */
  logDestination?: DestinationStream;
}

/**
 * The whole app, as `npm start` builds it, on a database of its own, with a fake clock and the
 * demo accounts `viewer` and `editor` (passwords in DEMO_PASSWORDS). Not listening: use supertest.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    STATIC_DIR: '/nonexistent',
    // E-mail: no background workers (tests drain the outbox and run the reminders themselves),
    // files in a private folder.
    OUTBOX_POLL_MS: '0',
    REMINDER_POLL_MS: '0',
    HOUSEKEEPING_POLL_MS: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-test-')),
    DEMO_VIEWER_PASSWORD: DEMO_PASSWORDS.viewer,
    DEMO_EDITOR_PASSWORD: DEMO_PASSWORDS.editor,
    DEMO_OWNER_PASSWORD: DEMO_PASSWORDS.owner,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const clock = new FakeClock(options.now ? new Date(options.now) : new Date());
  const moduleRef = await Test.createTestingModule({
    imports: [
      AppModule.forRoot({
        config,
        embedded: database.embedded ?? null,
        clock,
        logDestination: options.logDestination,
      }),
    ],
  }).compile();
  const app = moduleRef.createNestApplication(new ExpressServerAdapter(), {
    bodyParser: false,
    logger: ['error', 'warn'],
  });
  configureApp(app, config);
  await app.init();
  return {
    app,
    http: app.getHttpServer() as App,
    config,
    clock,
    dataSource: app.get(DataSource),
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}
