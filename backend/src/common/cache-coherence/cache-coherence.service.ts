import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CACHE_TOPICS, type CacheTopic } from './cache-topics.js';
import { CacheVersionsRepository } from './cache-versions.repository.js';
import { Metrics } from '../metrics/metrics.js';
import { CHANGE_LISTENER, CHECK_EVERY_MS, type ChangeListener, type Versions } from './change-listeners.js';
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
  private subscribed = false;
  private lostSince: number | null = null;

  constructor(
    private readonly versions: CacheVersionsRepository,
    @Inject(CHANGE_LISTENER) private readonly listener: ChangeListener,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  get listening(): boolean {
    return this.subscribed;
  }

  /** A cache of what `build` makes from the tables of `topics`, coherent across instances. */
  cache<T>(topics: CacheTopic[], build: () => Promise<T>): VersionedCache<T> {
    const cache = new VersionedCache(this, topics, build);
    this.caches.push(cache as VersionedCache<unknown>);
    return cache;
  }

  /**
   * After a committed change to the tables of `topics`: this instance's caches of them are dropped
   * at once (the others hear of it through the notification).
   */
  changed(topics: readonly CacheTopic[]): void {
    this.drop((cache) => cache.topics.some((topic) => topics.includes(topic)));
  }

  stamp(topics: readonly CacheTopic[]): Promise<string> {
    return this.versions.stamp(topics);
  }

  /** When the tables of `topics` last changed (the latest of their versions' times). */
  changedAt(topics: readonly CacheTopic[]): Promise<Date> {
    return this.versions.changedAt(topics);
  }

  onApplicationBootstrap(): void {
    // The listener's last success: subscribed, or its routine check passed (every CHECK_EVERY_MS on
    // PostgreSQL; the embedded database's in-process listener counts as listening while subscribed).
    this.metrics?.jobEvery('cache_listener', CHECK_EVERY_MS / 1000);
    this.metrics?.gauge({
      name: 'shop_cache_listener_up',
      help: 'Whether this instance listens for cache changes (1) or reads the database on each cached read (0)',
      collect: (gauge) => {
        gauge.set(this.subscribed ? 1 : 0);
        if (this.subscribed) this.metrics?.jobSucceeded('cache_listener');
      },
    });
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
    this.metrics?.jobSucceeded('cache_listener');
    const moved = [...versions].filter(([topic, version]) => version > (this.known.get(topic) ?? 0));
    for (const [topic, version] of moved) this.known.set(topic, version);
    if (moved.length > 0)
      this.drop((cache) => moved.some(([topic]) => cache.topics.includes(topic as CacheTopic)));
  }

  private resubscribed(versions: Versions): void {
    for (const [topic, version] of versions) this.known.set(topic, version);
    this.drop(() => true);
    this.subscribed = true;
    this.metrics?.jobSucceeded('cache_listener');
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
