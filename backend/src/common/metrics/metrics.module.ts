import { Global, Module } from '@nestjs/common';
import { Metrics, MetricsServer } from './metrics.js';

/** Metrics (prom-client) for every module, and their own HTTP port. Global. */
@Global()
@Module({ providers: [Metrics, MetricsServer], exports: [Metrics] })
export class MetricsModule {}
