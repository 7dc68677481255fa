import { Global, Module } from '@nestjs/common';
import { CacheCoherence } from './cache-coherence.service.js';
import { CacheVersionsRepository } from './cache-versions.repository.js';

/**
 * Caches that stay right when several instances run (see CacheCoherence). Global. The change
 * listener (CHANGE_LISTENER) comes from the database module, which knows PostgreSQL from PGlite.
 */
@Global()
@Module({
  providers: [CacheCoherence, CacheVersionsRepository],
  exports: [CacheCoherence, CacheVersionsRepository],
})
export class CacheCoherenceModule {}
