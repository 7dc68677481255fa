import { Global, Module } from '@nestjs/common';
import { CacheCoherence } from './cache-coherence.service.js';

/** Caches that stay right when several instances run (see CacheCoherence). Global. */
@Global()
@Module({ providers: [CacheCoherence], exports: [CacheCoherence] })
export class CacheCoherenceModule {}
