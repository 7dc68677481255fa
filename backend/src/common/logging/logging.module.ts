import { Global, Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { createRootLogger, type RootLogger } from './logger.js';

/** The process's pino logger (logger.ts), for the request handler and whoever writes log lines. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * Structured logs through nestjs-pino: its `Logger` is Nest's logger (main.ts and the tests call
 * `app.useLogger`), so every `new Logger('Outbox').warn(...)` is a line of the root logger, with the
 * request id while a request runs. The access line and the request's context are the app's first
 * handler (request-logging.ts, mounted by app.setup), not nestjs-pino's middleware, which Nest would
 * mount after the pages and the price map: it is mounted nowhere (`forRoutes: []`).
 */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(options: { destination?: DestinationStream } = {}): DynamicModule {
    let root: RootLogger | undefined;
    const make = (config: AppConfig) => (root ??= createRootLogger(config, options.destination));
    const rootProvider = { provide: ROOT_LOGGER, useFactory: make, inject: [APP_CONFIG] };
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRootAsync({
          providers: [{ provide: 'LOGGING_ROOT', useFactory: make, inject: [APP_CONFIG] }],
          inject: ['LOGGING_ROOT'],
          useFactory: (logger: RootLogger) => ({
            pinoHttp: { logger, autoLogging: false },
            forRoutes: [],
          }),
        }),
      ],
      providers: [rootProvider],
      exports: [rootProvider],
    };
  }
}
