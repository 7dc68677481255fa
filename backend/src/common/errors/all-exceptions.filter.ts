import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import type { ErrorBodyDto, FieldErrorDto } from './error-body.js';
import { classifyDatabaseError } from './database-errors.js';
import { currentRequestId } from '../logging/request-context.js';

/** Seconds a client is asked to wait after a 503 caused by the database. */
export const RETRY_AFTER_SECONDS = 2;
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable, please try again';

export function errorBody(
  statusCode: number,
  message: string,
  extra: Partial<ErrorBodyDto> = {},
): ErrorBodyDto {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...extra,
    // The request's id (also its X-Request-Id and in its log lines): what a customer or staff member quotes.
    requestId: currentRequestId() ?? '',
  };
}

/**
 * The last word on every error: one body shape, database failures mapped to 409/503, and never a
 * stack trace or SQL text in a response (those go to the log).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body, headers } = this.toResponse(exception);
    if (status >= 500 && status !== 503) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.status(status).json(body);
  }

  private toResponse(exception: unknown): {
    status: number;
    body: ErrorBodyDto;
    headers: Record<string, string>;
  } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      const headers: Record<string, string> = {};
      if (status === 503) headers['Retry-After'] = String(RETRY_AFTER_SECONDS);
      if (typeof raw === 'string') return { status, body: errorBody(status, raw), headers };
      const r = raw as {
        message?: unknown;
        errors?: FieldErrorDto[];
        details?: Record<string, unknown>;
        retryAfter?: number;
      };
      if (r.retryAfter !== undefined) headers['Retry-After'] = String(r.retryAfter);
      const message = Array.isArray(r.message)
        ? r.message.join('; ')
        : typeof r.message === 'string'
          ? r.message
          : exception.message;
      return {
        status,
        body: errorBody(status, message, {
          ...(r.errors ? { errors: r.errors } : {}),
          ...(r.details ? { details: r.details } : {}),
        }),
        headers,
      };
    }
    const failure = classifyDatabaseError(exception);
    if (failure.kind === 'conflict') {
      return {
        status: HttpStatus.CONFLICT,
        body: errorBody(409, 'The request conflicts with existing data'),
        headers: {},
      };
    }
    if (failure.kind === 'unavailable') {
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: errorBody(503, UNAVAILABLE_MESSAGE),
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      };
    }
    return { status: 500, body: errorBody(500, 'Internal server error'), headers: {} };
  }
}
