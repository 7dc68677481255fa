import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { EMBEDDED_DATABASE } from '../../database/database.module.js';
import type { EmbeddedDatabase } from '../../database/embedded-database.js';
import { CACHE_TOPICS, type CacheTopic } from './cache-topics.js';
import {
  EmbeddedChangeListener,
  PostgresChangeListener,
  type ChangeListener,
  type Versions,
} from './change-listeners.js';
import { VersionedCache, type CoherenceSource } from './versioned-cache.js';

/**
 * Keeps every cache of this instance coherent with what any instance commits. Changes reach it as
 * PostgreSQL notifications (bumped by triggers, sent on commit) on a listening connection of its
 * own, or in-process on embedded PGlite: a notified topic's caches are dropped. When that
 * connection is lost and when it is back, every cache is dropped (notifications sent meanwhile
 * are gone), and until it is back caches check their versions in the database on each read.
 */
@Injectable()
export class CacheCoherence implements CoherenceSource, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CacheCoherence');
  private readonly caches: VersionedCache<unknown>[] = [];
  private readonly known: Versions = new Map();
  private readonly listener: ChangeListener;
  private subscribed = false;
  private lostSince: number | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(EMBEDDED_DATABASE) embedded: EmbeddedDatabase | null,
  ) {
    this.listener = embedded
      ? new EmbeddedChangeListener(embedded.pglite, dataSource)
      : new PostgresChangeListener({
          connectionString: config.databaseUrl,
          connectionTimeoutMillis: config.dbConnectTimeoutMs,
          query_timeout: config.dbConnectTimeoutMs,
          keepAlive: true,
          application_name: `shop-backend ${process.pid} listener`,
        });
  }

  get listening(): boolean {
    return this.subscribed;
  }

  /** A cache of what `build` makes from the tables of `topics`, coherent across instances. */
  cache<T>(topics: CacheTopic[], build: () => Promise<T>): VersionedCache<T> {
    const cache = new VersionedCache(this, topics, build);
    this.caches.push(cache as VersionedCache<unknown>);
    return cache;
  }

  async stamp(topics: readonly CacheTopic[]): Promise<string> {
    const rows: { topic: string; version: string }[] = await this.dataSource.query(
      `SELECT topic, version FROM cache_versions WHERE topic = ANY($1) ORDER BY topic`,
      [topics],
    );
    return rows.map((r) => `${r.topic}:${r.version}`).join(',');
  }

  /** When the tables of `topics` last changed (the latest of their versions' times). */
  async changedAt(topics: readonly CacheTopic[]): Promise<Date> {
    const [row] = (await this.dataSource.query(
      `SELECT max(changed_at) AS at FROM cache_versions WHERE topic = ANY($1)`,
      [topics],
    )) as { at: Date | string | null }[];
    return row?.at ? new Date(row.at) : new Date(0);
  }

  onApplicationBootstrap(): void {
    this.listener.start({
      heard: (payload) => this.heard(payload),
      subscribed: (versions) => this.resubscribed(versions),
      checked: (versions) => this.compare(versions),
      lost: (error) => this.lost(error),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.subscribed = false;
    await this.listener.stop();
  }

  private heard(payload: string): void {
    const colon = payload.lastIndexOf(':');
    const topic = payload.slice(0, colon);
    const version = Number(payload.slice(colon + 1));
    if (!(topic in CACHE_TOPICS)) return;
    if (version > (this.known.get(topic) ?? 0)) this.known.set(topic, version);
    this.drop((cache) => cache.topics.includes(topic as CacheTopic));
  }

  /** A routine check: any topic whose version moved without a notification is dropped too. */
  private compare(versions: Versions): void {
    const moved = [...versions].filter(([topic, version]) => version > (this.known.get(topic) ?? 0));
    for (const [topic, version] of moved) this.known.set(topic, version);
    if (moved.length > 0)
      this.drop((cache) => moved.some(([topic]) => cache.topics.includes(topic as CacheTopic)));
  }

  private resubscribed(versions: Versions): void {
    for (const [topic, version] of versions) this.known.set(topic, version);
    this.drop(() => true);
    this.subscribed = true;
    if (this.lostSince !== null) {
      this.logger.log(`Listening for changes again after ${Date.now() - this.lostSince} ms: caches dropped`);
      this.lostSince = null;
    }
  }

  private lost(error: unknown): void {
    this.drop(() => true);
    if (this.subscribed || this.lostSince === null) {
      this.logger.warn(
        `Not listening for changes (${error instanceof Error ? error.message : String(error)}): caches check the database on each read until it is back`,
      );
      this.lostSince = Date.now();
    }
    this.subscribed = false;
  }

  private drop(which: (cache: VersionedCache<unknown>) => boolean): void {
    for (const cache of this.caches) if (which(cache)) cache.drop();
  }
}
