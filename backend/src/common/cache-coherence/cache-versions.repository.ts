import { Injectable } from '@nestjs/common';
import { Db } from '../database/db.js';
import { CACHE_CHANNEL, type CacheTopic } from './cache-topics.js';

/** Versions per topic, as read from cache_versions. */
export type Versions = Map<string, number>;

interface VersionRow {
  topic: string;
  version: string;
}

const VERSIONS = `SELECT topic, version FROM cache_versions`;
const LISTEN = `LISTEN ${CACHE_CHANNEL}`;
const toVersions = (rows: VersionRow[]): Versions => new Map(rows.map((r) => [r.topic, Number(r.version)]));

/** A connection of the listener's own (node-postgres), which answers `{ rows }`. */
export interface ListeningConnection {
  query(sql: string): Promise<{ rows: unknown[] }>;
}

/**
 * The cache_versions table (bumped by triggers, migration CacheVersions1763890000002) and the
 * LISTEN on its channel: through the app's connections, or a listening connection of its own.
 */
@Injectable()
export class CacheVersionsRepository {
  constructor(private readonly db: Db) {}

  /** The versions of `topics` now, as one comparable stamp. */
  async stamp(topics: readonly CacheTopic[]): Promise<string> {
    const rows = await this.db.query<VersionRow>(`${VERSIONS} WHERE topic = ANY($1) ORDER BY topic`, [
      topics,
    ]);
    return rows.map((r) => `${r.topic}:${r.version}`).join(',');
  }

  /** When the tables of `topics` last changed (the latest of their versions' times; 1970 for none). */
  async changedAt(topics: readonly CacheTopic[]): Promise<Date> {
    const row = await this.db.one<{ at: Date | string | null }>(
      `SELECT max(changed_at) AS at FROM cache_versions WHERE topic = ANY($1)`,
      [topics],
    );
    return row?.at ? new Date(row.at) : new Date(0);
  }

  /** Every topic's version. */
  async versions(): Promise<Versions> {
    return toVersions(await this.db.query<VersionRow>(VERSIONS));
  }

  /** LISTEN on the app's own connection (embedded PGlite: one session, notifications in-process). */
  async listen(): Promise<void> {
    await this.db.execute(LISTEN);
  }

  /** LISTEN on a listening connection of its own (PostgreSQL). */
  static async listenOn(connection: ListeningConnection): Promise<void> {
    await connection.query(LISTEN);
  }

  /** Every topic's version, read on a listening connection of its own. */
  static async versionsOn(connection: ListeningConnection): Promise<Versions> {
    return toVersions((await connection.query(VERSIONS)).rows as VersionRow[]);
  }
}
