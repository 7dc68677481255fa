import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Metrics } from '../metrics/metrics.js';

/** What node-postgres' pool tells of itself. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * The database as the metrics see it, read at each scrape: this instance's pool (connections in use,
 * idle, and requests waiting for one) and whether the database answers at all (`SELECT 1`).
 */
@Injectable()
export class DatabaseMetrics implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    const pool = () => (this.dataSource.driver as unknown as { master?: PoolCounts }).master;
    this.metrics.gauge({
      name: 'shop_db_pool_connections',
      help: "This instance's database pool: connections in use, idle, and requests waiting for one",
      labelNames: ['state'] as const,
      collect: (gauge) => {
        const counts = pool();
        if (!counts) return;
        gauge.set({ state: 'in_use' }, counts.totalCount - counts.idleCount);
        gauge.set({ state: 'idle' }, counts.idleCount);
        gauge.set({ state: 'waiting' }, counts.waitingCount);
      },
    });
    this.metrics.gauge({
      name: 'shop_database_up',
      help: 'Whether the database answered SELECT 1 at the scrape (1) or not (0)',
      collect: async (gauge) => {
        try {
          await this.dataSource.query('SELECT 1');
          gauge.set(1);
        } catch {
          gauge.set(0);
        }
      },
    });
  }
}
