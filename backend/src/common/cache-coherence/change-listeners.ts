import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CacheVersionsRepository, type Versions } from './cache-versions.repository.js';
import { CACHE_CHANNEL } from './cache-topics.js';

export type { Versions } from './cache-versions.repository.js';

/** What a listener reports to the cache coherence service. */
export interface ListenerEvents {
  /** A notification: `topic:version`. */
  heard(payload: string): void;
  /** Listening (again): notifications sent before now may have been missed. */
  subscribed(versions: Versions): void;
  /** The versions read on a routine check of the listening connection. */
  checked(versions: Versions): void;
  /** The listening connection failed; it is being re-established. */
  lost(error: unknown): void;
}

export interface ChangeListener {
  start(events: ListenerEvents): void;
  stop(): Promise<void>;
}

/** The listener of this app's database, provided by the database module (PostgreSQL or PGlite). */
export const CHANGE_LISTENER = Symbol('CHANGE_LISTENER');

/** How often the listening connection is checked (a query on it), and its versions compared. */
export const CHECK_EVERY_MS = 5000;
/** Waits between reconnection attempts: 100 ms, doubling, at most a second. */
const retryDelayMs = (attempt: number) => Math.min(1000, 100 * 2 ** attempt);

/**
 * PostgreSQL: a dedicated connection (not one of the pool's, which come and go) that LISTENs on
 * the channel. When it fails it is re-established at once, then every second at most; each
 * success reports `subscribed`, so caches built meanwhile are dropped. A query on it every few
 * seconds both proves it alive and catches a notification that never came.
 */
export class PostgresChangeListener implements ChangeListener {
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  private attempt = 0;
  private events!: ListenerEvents;

  constructor(private readonly options: pg.ClientConfig) {}

  start(events: ListenerEvents): void {
    this.events = events;
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client(this.options);
    this.client = client;
    let check: NodeJS.Timeout | undefined;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      clearInterval(check);
      if (this.client === client) this.client = null;
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.events.lost(error);
      this.retry = setTimeout(() => void this.connect(), retryDelayMs(this.attempt++));
    };
    client.on('error', fail);
    client.on('end', () => fail(new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload) this.events.heard(message.payload);
    });
    try {
      await client.connect();
      await CacheVersionsRepository.listenOn(client);
      const versions = await CacheVersionsRepository.versionsOn(client);
      if (failed) return;
      this.attempt = 0;
      this.events.subscribed(versions);
      check = setInterval(() => {
        CacheVersionsRepository.versionsOn(client).then(
          (current) => failed || this.events.checked(current),
          (error: unknown) => fail(error),
        );
      }, CHECK_EVERY_MS);
      check.unref();
    } catch (error) {
      fail(error);
    }
  }
}

/**
 * Embedded PGlite: one process, one session, so the notifications of the same triggers arrive
 * in-process. LISTEN goes through the app's own connection (so it never lands inside another
 * request's transaction), and PGlite hands every notification of the session to `onNotification`.
 */
export class EmbeddedChangeListener implements ChangeListener {
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly pglite: PGlite,
    private readonly versions: CacheVersionsRepository,
  ) {}

  start(events: ListenerEvents): void {
    this.unsubscribe = this.pglite.onNotification((channel, payload) => {
      if (channel === CACHE_CHANNEL && payload) events.heard(payload);
    });
    void (async () => {
      await this.versions.listen();
      events.subscribed(await this.versions.versions());
    })().catch((error: unknown) => events.lost(error));
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
  }
}
