import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';

/**
 * The instance's metrics for Prometheus (prom-client), served on a port of their own (METRICS_PORT,
 * 9464 in production; never through nginx). Counters and histograms are this instance's; figures
 * read from the shared database (outbox backlog, oldest message, last housekeeping) are the same on
 * every instance: combine them over instances with `max`, never `sum` (monitoring/ does).
 *
 * Features add their own (a gauge read at scrape time: `gauge({ ..., collect })`); the names are
 * listed in the README ("Watching it run").
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  /** Requests by route template, method and status (every answer, health probes included). */
  readonly httpRequests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly rateLimitRejections = new Counter({
    name: 'shop_rate_limit_rejections_total',
    help: 'Requests refused with 429 by a per-IP or per-reference limit, by limit',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });
  readonly bookings = this.counter('shop_bookings_total', 'Bookings made (online appointments)');
  readonly payments = this.counter('shop_payments_total', 'Payments and refunds recorded');
  readonly receipts = this.counter('shop_receipts_total', 'Receipts and credit notes issued');
  readonly signInFailures = this.counter('shop_sign_in_failures_total', 'Failed staff sign-ins');
  readonly outboxSent = new Counter({
    name: 'shop_outbox_sent_total',
    help: 'E-mails handed to the transport by this instance (transport: smtp, or file: sent to nobody)',
    labelNames: ['transport'] as const,
    registers: [this.registry],
  });
  readonly outboxFailures = this.counter(
    'shop_outbox_send_failures_total',
    'Failed tries to send an e-mail (each try; the message is retried until OUTBOX_MAX_ATTEMPTS)',
  );
  /**
   * When each periodic job last ran without an error on this instance (unix seconds); `max` over
   * instances. Its label is `task`: `job` is Prometheus' own (the scrape job).
   */
  readonly jobLastSuccess = new Gauge({
    name: 'shop_job_last_success_timestamp_seconds',
    help: 'When the job (task) last completed without an error on this instance (housekeeping, reminders, outbox, cache_listener)',
    labelNames: ['task'] as const,
    registers: [this.registry],
  });
  readonly jobInterval = new Gauge({
    name: 'shop_job_interval_seconds',
    help: 'How often the job (task) runs on this instance (its period)',
    labelNames: ['task'] as const,
    registers: [this.registry],
  });

  constructor() {
    // Event-loop lag (shop_nodejs_eventloop_lag_*), heap, CPU, open handles, GC.
    collectDefaultMetrics({ register: this.registry, prefix: 'shop_' });
  }

  /** A gauge whose value is read when Prometheus scrapes (`collect` sets it). */
  gauge<L extends string>(options: {
    name: string;
    help: string;
    labelNames?: readonly L[];
    collect: (gauge: Gauge<L>) => Promise<void> | void;
  }): Gauge<L> {
    const { collect, ...rest } = options;
    return new Gauge<L>({
      ...rest,
      registers: [this.registry],
      async collect() {
        await collect(this);
      },
    });
  }

  /** A job's period (seconds), once at start; its last success with `jobSucceeded`. */
  jobEvery(job: string, seconds: number): void {
    this.jobInterval.set({ task: job }, seconds);
  }

  jobSucceeded(job: string, at = Date.now()): void {
    this.jobLastSuccess.set({ task: job }, Math.floor(at / 1000));
  }

  /** One answered request (the app's first handler calls this when the answer is done). */
  request(route: string, method: string, status: number, seconds: number): void {
    this.httpRequests.inc({ route, method, status: String(status) });
    this.httpDuration.observe({ route, method }, seconds);
  }

  /** The text Prometheus reads. */
  render(): Promise<string> {
    return this.registry.metrics();
  }

  private counter(name: string, help: string): Counter {
    return new Counter({ name, help, registers: [this.registry] });
  }
}

/** Serves GET /metrics on METRICS_PORT (0: not at all), apart from the app's port. */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | undefined;

  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const { port, host } = this.config.metrics;
    if (port === 0) return;
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      this.metrics.render().then(
        (text) => res.writeHead(200, { 'Content-Type': this.metrics.registry.contentType }).end(text),
        (error: unknown) => {
          this.logger.error(`Metrics failed: ${error instanceof Error ? error.message : String(error)}`);
          res.writeHead(500).end();
        },
      );
    });
    // A port already taken stops the metrics, not the shop.
    server.on('error', (error) =>
      this.logger.error(`Metrics not served on ${host}:${port}: ${error.message}`),
    );
    server.listen(port, host, () => this.logger.log(`Metrics: http://${host}:${port}/metrics`));
    this.server = server;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server?.listening) return;
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
  }
}
