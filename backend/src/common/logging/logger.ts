import { createRequire } from 'node:module';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { redactPaths, redactText } from './redact.js';
import { currentRequestId } from './request-context.js';

export type RootLogger = Logger;

/** An error as a log field, its message and stack without e-mail addresses or tracking tokens. */
function errorField(error: Error) {
  const field = stdSerializers.err(error);
  return {
    ...field,
    message: redactText(String(field.message ?? '')),
    stack: redactText(String(field.stack ?? '')),
  };
}

/**
 * The process's one logger: one JSON line per entry in production (readable lines in development,
 * LOG_FORMAT), each with level, time, the instance and, while a request runs, its id (requestId).
 * Cookies, authorization, passwords, tokens and e-mail fields are redacted by name; e-mail addresses
 * and tracking tokens in messages and errors are masked. `destination` is for tests.
 */
export function createRootLogger(config: AppConfig, destination?: DestinationStream): RootLogger {
  const options = {
    level: config.log.level,
    base: { instance: config.log.instance },
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'msg',
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: { paths: redactPaths(), censor: '[redacted]' },
    serializers: { err: errorField, error: errorField },
    hooks: {
      // Free text (Nest's `logger.warn('...')`, format arguments) is masked before it is written.
      logMethod(this: Logger, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)),
        );
      },
    },
  };
  if (destination) return pino(options, destination);
  if (config.log.format === 'pretty') {
    const pretty = prettyStream();
    if (pretty) return pino(options, pretty);
  }
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

/** pino-pretty (a development dependency) as a stream in this thread, when it is installed. */
function prettyStream(): DestinationStream | null {
  try {
    const require = createRequire(import.meta.url);
    const pretty = require('pino-pretty') as (options: object) => DestinationStream;
    return pretty({
      colorize: process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,instance',
      messageFormat: '{if context}[{context}] {end}{msg}',
      sync: true,
    });
  } catch {
    return null;
  }
}
