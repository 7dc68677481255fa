import { Injectable } from '@nestjs/common';
import { In, LessThan, MoreThan } from 'typeorm';
import { DELETE_BATCH, deleteInBatches } from '../common/database/batched-delete.js';
import { Db } from '../common/database/db.js';
import { LoginFailure, type LoginFailureScope } from './entities/login-failure.entity.js';

/** The admin_login_failures table: sign-in attempts counted per IP and per username. */
@Injectable()
export class LoginFailureRepository {
  constructor(private readonly db: Db) {}

  private get failures() {
    return this.db.repository(LoginFailure);
  }

  /** Removes a key's records from before `since` (of no further use). */
  async deleteBefore(scope: LoginFailureScope, key: string, since: Date): Promise<void> {
    await this.failures.delete({ scope, key, failedAt: LessThan(since) });
  }

  /** Records one attempt per key; answers the ids of the records. */
  async record(keys: [LoginFailureScope, string][], at: Date): Promise<string[]> {
    const rows = await this.failures.save(
      keys.map(([scope, key]) => this.failures.create({ scope, key, failedAt: at })),
    );
    return rows.map((r) => r.id);
  }

  /** A key's records after `since`, newest first, at most `take`. */
  recent(scope: LoginFailureScope, key: string, since: Date, take: number): Promise<LoginFailure[]> {
    return this.failures.find({
      where: { scope, key, failedAt: MoreThan(since) },
      order: { failedAt: 'DESC', id: 'ASC' },
      take,
    });
  }

  async deleteIds(ids: string[]): Promise<void> {
    await this.failures.delete({ id: In(ids) });
  }

  /** Forgets every record of a key. */
  async clear(scope: LoginFailureScope, key: string): Promise<void> {
    await this.failures.delete({ scope, key });
  }

  /** Every record from before `since`, whatever its key (those no longer count). */
  deleteAllBefore(since: Date): Promise<number> {
    return deleteInBatches(
      this.db,
      `DELETE FROM admin_login_failures WHERE id IN (
         SELECT id FROM admin_login_failures WHERE failed_at < $1 LIMIT ${DELETE_BATCH})`,
      [since],
    );
  }
}
