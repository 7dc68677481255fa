import { ConflictException, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { violatedConstraint } from '../common/errors/database-errors.js';
import type { TermsVersionDto } from './dto/terms-version.dto.js';
import type { TermsDto } from './dto/terms.dto.js';
import { TERMS_VERSION_TAKEN, TermsRepository, type TermsVersion } from './terms.repository.js';

export const TERMS_MOVED_MESSAGE =
  'The terms were changed meanwhile: read the newest version (details.currentVersion) and write your change again';

/**
 * The shop's repair terms (intake spec 2): versioned text customers sign at intake. Editors change
 * them; a change is a new version, earlier versions stay as written, so every signature reads the
 * version it signed.
 */
@Injectable()
export class TermsService {
  constructor(
    private readonly db: Db,
    private readonly terms: TermsRepository,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<TermsDto> {
    const versions = await this.terms.all();
    return { current: view(versions[0]), versions: versions.map(view) };
  }

  current(): Promise<TermsVersion> {
    return this.terms.current();
  }

  version(version: number): Promise<TermsVersion | undefined> {
    return this.terms.version(version);
  }

  /**
   * A new version with `text`, written over `baseVersion` (409 when a newer one was saved since);
   * the same text as the version in force changes nothing.
   */
  async update(
    text: string,
    baseVersion: number,
    by: { userId: string | null; username: string },
  ): Promise<TermsDto> {
    const cleaned = text.replace(/\r\n?/g, '\n').trim();
    await this.db.transaction(async () => {
      const current = await this.terms.current();
      if (current.version !== baseVersion)
        throw new ConflictException({
          message: TERMS_MOVED_MESSAGE,
          details: { currentVersion: current.version },
        });
      if (current.text === cleaned) return;
      try {
        await this.terms.insert(current.version + 1, cleaned, by, this.clock.now());
      } catch (error) {
        if (violatedConstraint(error, 'unique') === TERMS_VERSION_TAKEN)
          throw new ConflictException({
            message: TERMS_MOVED_MESSAGE,
            details: { currentVersion: current.version + 1 },
          });
        throw error;
      }
    });
    return this.get();
  }
}

function view(v: TermsVersion): TermsVersionDto {
  return { version: v.version, text: v.text, createdBy: v.createdBy, createdAt: v.createdAt.toISOString() };
}
