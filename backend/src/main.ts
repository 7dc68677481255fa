import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { configureApp } from './app.setup.js';
import { ExpressServerAdapter } from './common/http/express-server.adapter.js';
import { ConfigError, loadConfig, requireMailTransport, requirePasscodeKeys } from './config/app-config.js';
import { ShutdownState, StartupNotices } from './common/lifecycle/lifecycle.js';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    requireMailTransport(config);
    requirePasscodeKeys(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await NestFactory.create(AppModule.forRoot({ config }), new ExpressServerAdapter(), {
    bodyParser: false,
    bufferLogs: true,
  });
  configureApp(app, config);
  await app.listen(config.port, config.host);

  // SIGTERM/SIGINT: report not-ready (and close kept-alive connections after their next answer) for
  // SHUTDOWN_DELAY_MS, then stop taking requests, finish the ones under way, close the database
  // last and exit 0.
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    new Logger('Stop').log(`${signal} received, shutting down`);
    app.get(ShutdownState).shuttingDown = true;
    // Closing the server would at once cut idle kept-alive connections, which a client may be reusing
    // at that very moment (a reset). Instead, for SHUTDOWN_DELAY_MS, every answer says Connection:
    // close, and fetch-like clients stop reusing a connection by the Keep-Alive header; whatever is
    // still idle is closed 6 s after the delay (not after the 75 s keep-alive timeout, which would
    // outlast the orchestrator's grace period; nginx retries an idempotent request on such a close).
    const server = app.getHttpServer() as Server;
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => undefined;
    const delay = new Promise((done) => setTimeout(done, config.shutdownDelayMs));
    delay
      .then(() => {
        setTimeout(closeIdle, Math.min(server.keepAliveTimeout, 5000) + 1000).unref();
        return app.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  // The port listened on: PORT=0 takes a free one from the system (the browser tests' own servers).
  const { port } = (app.getHttpServer() as Server).address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  const logger = new Logger('Start');
  logger.log(`Site:     ${url}/`);
  logger.log(`API docs: ${url}/api/docs`);
  logger.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  );
  // What features have to tell whoever started the server (the demo accounts of a first start).
  for (const line of app.get(StartupNotices).lines(url)) console.log(line);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
