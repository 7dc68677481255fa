import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { CacheCoherence } from '../common/cache-coherence/cache-coherence.service.js';
import { Db } from '../common/database/db.js';
import { classifyDatabaseError } from '../common/errors/database-errors.js';
import { CatalogueRepository, type CatalogueTable } from './catalogue.repository.js';

export type { CatalogueTable } from './catalogue.repository.js';

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
    private readonly db: Db,
    private readonly catalogue: CatalogueRepository,
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
    await this.db.transaction(async () => {
      const known = new Set(await this.catalogue.lockIds(table));
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
      await this.catalogue.setDisplayOrder(table, ids);
    });
    this.changed();
  }

  /** The display order of a new row: after every other. */
  nextDisplayOrder(table: CatalogueTable): Promise<number> {
    return this.catalogue.nextDisplayOrder(table);
  }

  /** Hides a row from the public site; the first retirement's time stays. */
  retire(table: CatalogueTable, id: string, at: Date): Promise<void> {
    return this.catalogue.retire(table, id, at);
  }

  unretire(table: CatalogueTable, id: string): Promise<void> {
    return this.catalogue.unretire(table, id);
  }
}
