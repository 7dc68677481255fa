import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
  type Repository,
} from 'typeorm';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel.js';
import { returnedRows } from './query-result.js';

export interface TransactionOptions {
  /** Only for the outermost transaction; a nested call joins the one under way. */
  isolationLevel?: IsolationLevel;
}

export const QUERY_BESIDE_TRANSACTION =
  'A query asked for a connection of its own while its caller holds a transaction: run it through Db (common/database/db.ts), which uses the transaction under way';

/** The transaction of one call chain; emptied when it ends, so work left running after it falls back. */
interface Ambient {
  manager: EntityManager | undefined;
}

/**
 * The database as repositories and services see it: every query runs in the ambient transaction
 * when one is under way in this call chain (started by `transaction()` anywhere above), otherwise on
 * a connection of its own. No EntityManager is passed by hand: a repository asks `db` at each query.
 *
 * - Services: `await this.db.transaction(async () => { ...repositories... })`. A nested call joins the
 *   transaction under way (one connection, one commit); a throw rolls back every write made in it.
 * - Repositories (the only files that hold SQL): `this.db.query<Row>(sql, params)` for rows,
 *   `this.db.execute(sql, params)` for a write's count, `this.db.repository(Entity)` for TypeORM's.
 *
 * The call chain is followed by Node's AsyncLocalStorage, so concurrent requests each see their own
 * transaction (or none). A query that would take a second connection while its call chain holds a
 * transaction is refused: on PGlite (a pool of one) it would wait forever for the connection its
 * own transaction holds, on PostgreSQL it would run outside the transaction, unseen by a rollback.
 *
 * Hand-written on purpose: `@nestjs-cls/transactional` (the usual library) is CommonJS requiring
 * the ESM-only `@nestjs/common` 12, which jest cannot load on Node 20 (it needs Node 24.9).
 */
@Injectable()
export class Db implements OnModuleInit {
  private readonly ambient = new AsyncLocalStorage<Ambient>();

  constructor(private readonly dataSource: DataSource) {}

  /** Installs the guard against queries beside the transaction (see above). */
  onModuleInit(): void {
    const dataSource = this.dataSource;
    const create = dataSource.createQueryRunner.bind(dataSource);
    dataSource.createQueryRunner = (...args: Parameters<DataSource['createQueryRunner']>) => {
      if (this.inTransaction) throw new Error(QUERY_BESIDE_TRANSACTION);
      return create(...args);
    };
  }

  /** The manager of the transaction under way, or the data source's own outside one. */
  get manager(): EntityManager {
    return this.ambient.getStore()?.manager ?? this.dataSource.manager;
  }

  /** True inside `transaction()`, in this call chain. */
  get inTransaction(): boolean {
    return this.ambient.getStore()?.manager !== undefined;
  }

  /** Runs `work` in a transaction: the one under way in this call chain, or a new one. */
  async transaction<T>(work: () => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    if (this.inTransaction) return work();
    const ambient: Ambient = { manager: undefined };
    try {
      const run = (manager: EntityManager): Promise<T> => {
        ambient.manager = manager;
        return this.ambient.run(ambient, work);
      };
      return await (options.isolationLevel
        ? this.dataSource.transaction(options.isolationLevel, run)
        : this.dataSource.transaction(run));
    } finally {
      ambient.manager = undefined;
    }
  }

  /** The rows a statement answers (a SELECT, or a write with RETURNING), typed by its repository. */
  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    return returnedRows<Row>(await this.manager.query(sql, [...params]));
  }

  /** The first row a statement answers, if any. */
  async one<Row>(sql: string, params: readonly unknown[] = []): Promise<Row | undefined> {
    return (await this.query<Row>(sql, params))[0];
  }

  /** Runs a write and answers how many rows it touched (INSERT, UPDATE, DELETE alike). */
  async execute(sql: string, params: readonly unknown[] = []): Promise<number> {
    const manager = this.manager;
    const runner = manager.queryRunner ?? this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(sql, [...params], true);
      return result.affected ?? 0;
    } finally {
      if (!manager.queryRunner) await runner.release();
    }
  }

  /** TypeORM's repository of a mapped entity, bound to the transaction under way. */
  repository<Entity extends ObjectLiteral>(target: EntityTarget<Entity>): Repository<Entity> {
    return this.manager.getRepository(target);
  }
}
