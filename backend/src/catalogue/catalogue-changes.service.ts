import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CacheCoherence } from '../common/cache-coherence/cache-coherence.service.js';
import { classifyDatabaseError } from '../common/errors/database-errors.js';

export type CatalogueTable = 'device_models' | 'service_types' | 'inventory';

/** A unique constraint of a catalogue table, and what to tell the editor when it is broken. */
export interface UniqueRule {
  constraint: string;
  field: string;
  message: string;
}

/**
 * What every back-office catalogue change shares: the caches to drop after a commit, the display
 * order rewrite, and the 409 that names the broken unique rule.
 */
@Injectable()
export class CatalogueChangesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly coherence: CacheCoherence,
  ) {}

  /**
   * After a committed change: every cache made of the catalogue (the public catalogue, the public
   * price map) is rebuilt on its next read in this instance, and on notification in the others.
   */
  changed(): void {
    this.coherence.changed(['catalogue']);
  }

  /** Runs a write; a broken unique rule becomes a 409 naming the field, other errors pass through. */
  async unique<T>(rules: UniqueRule[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const failure = classifyDatabaseError(error);
      if (failure.kind === 'conflict') {
        const rule = rules.find((r) => r.constraint === failure.constraint);
        if (rule)
          throw new ConflictException({
            message: rule.message,
            errors: [{ field: rule.field, message: rule.message }],
          });
      }
      throw error;
    }
  }

  /**
   * Sets display_order 1..n in the order of `ids`, which must list every row of the table exactly
   * once: a stale list (a row added or removed meanwhile) gets a 409 rather than a half order.
   */
  async reorder(table: CatalogueTable, ids: string[]): Promise<void> {
    await this.dataSource.transaction(async (db) => {
      const rows: { id: string }[] = await db.query(`SELECT id FROM ${table} ORDER BY id FOR UPDATE`);
      const known = new Set(rows.map((r) => r.id));
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw new BadRequestException({
          message: `Unknown id: ${unknown[0]}`,
          errors: [{ field: 'ids', message: `Unknown id: ${unknown[0]}` }],
        });
      }
      if (ids.length !== known.size) {
        throw new ConflictException('The list has changed since it was loaded: reload it and try again');
      }
      await db.query(
        `UPDATE ${table} t SET display_order = o.n
         FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, n)
         WHERE t.id = o.id AND t.display_order IS DISTINCT FROM o.n`,
        [ids],
      );
    });
    this.changed();
  }

  /** The display order of a new row: after every other. */
  async nextDisplayOrder(table: CatalogueTable): Promise<number> {
    const [{ next }] = await this.dataSource.query(
      `SELECT coalesce(max(display_order), 0) + 1 AS next FROM ${table}`,
    );
    return Number(next);
  }
}
