import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';

/** One version of the shop's repair terms. */
export interface TermsVersion {
  version: number;
  text: string;
  createdBy: string;
  createdAt: Date;
}

interface TermsRow {
  version: number;
  text: string;
  created_by: string;
  created_at: Date;
}

const toVersion = (r: TermsRow): TermsVersion => ({
  version: r.version,
  text: r.text,
  createdBy: r.created_by,
  createdAt: new Date(r.created_at),
});

/** The primary key of repair_terms: two editors saving at once, the second one's number is taken. */
export const TERMS_VERSION_TAKEN = 'repair_terms_pkey';

/** Every SQL statement about the shop's repair terms (repair_terms: versions that never change). */
@Injectable()
export class TermsRepository {
  constructor(private readonly db: Db) {}

  /** The version in force: the newest. */
  async current(): Promise<TermsVersion> {
    const row = await this.db.one<TermsRow>(
      `SELECT version, text, created_by, created_at FROM repair_terms ORDER BY version DESC LIMIT 1`,
    );
    if (!row) throw new Error('repair_terms has no version: the migration seeds version 1');
    return toVersion(row);
  }

  async version(version: number): Promise<TermsVersion | undefined> {
    const row = await this.db.one<TermsRow>(
      `SELECT version, text, created_by, created_at FROM repair_terms WHERE version = $1`,
      [version],
    );
    return row && toVersion(row);
  }

  /** Every version, newest first. */
  async all(): Promise<TermsVersion[]> {
    const rows = await this.db.query<TermsRow>(
      `SELECT version, text, created_by, created_at FROM repair_terms ORDER BY version DESC`,
    );
    return rows.map(toVersion);
  }

  /** Adds version `version` (the database refuses a number taken: TERMS_VERSION_TAKEN). */
  async insert(
    version: number,
    text: string,
    by: { userId: string | null; username: string },
    at: Date,
  ): Promise<void> {
    await this.db.execute(
      `INSERT INTO repair_terms (version, text, created_by_user_id, created_by, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [version, text, by.userId, by.username, at],
    );
  }
}
