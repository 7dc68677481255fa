import {
  BadRequestException,
  HttpException,
  Inject,
  Injectable,
  SetMetadata,
  type ExecutionContext,
  type Type,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { refuseOddInput } from './odd-input.js';

/** A route's own body limit, in bytes, for bodies that grow with the data (the CSV imports). */
export interface BodyLimitSource {
  bodyLimit(): Promise<number>;
}

const BODY_LIMIT_SOURCE = 'bodyLimitSource';

/** Gives a route the body limit answered by `source` (a provider) instead of BODY_LIMIT. */
export const BodyLimit = (source: Type<BodyLimitSource>): MethodDecorator =>
  SetMetadata(BODY_LIMIT_SOURCE, source);

/** body-parser's failures as the one error body (its status, a message of ours). */
function parserError(err: unknown): HttpException {
  const e = err as { status?: number; type?: string };
  if (!e || typeof e.status !== 'number')
    return new BadRequestException('The request body could not be read');
  const message =
    e.type === 'entity.too.large'
      ? 'The request body is too large'
      : e.type === 'entity.parse.failed'
        ? 'The request body is not valid JSON'
        : e.type === 'encoding.unsupported' || e.type === 'charset.unsupported'
          ? 'Unsupported content encoding'
          : 'The request body could not be read';
  return new HttpException(message, e.status >= 400 && e.status < 500 ? e.status : 400);
}

/**
 * Reads a request's JSON body, for the global guard once it has let the request in, so that no
 * body is read, parsed or sized from the database before its sender is known on a staff route.
 * The body's limit is BODY_LIMIT, or the route's own (@BodyLimit). Odd input is refused here,
 * before any transformation: a body nested deeper than MAX_BODY_DEPTH, and control characters in
 * the body, the query or the path (400 naming the fields).
 */
@Injectable()
export class JsonBodyReader {
  private readonly parser: RequestHandler;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
  ) {
    this.parser = express.json({ limit: config.bodyLimit });
  }

  async read(context: ExecutionContext): Promise<void> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const source = this.reflector.get<Type<BodyLimitSource> | undefined>(
      BODY_LIMIT_SOURCE,
      context.getHandler(),
    );
    const parser = source
      ? express.json({ limit: await this.moduleRef.get(source, { strict: false }).bodyLimit() })
      : this.parser;
    await new Promise<void>((done, fail) =>
      parser(req, res, (err?: unknown) => (err ? fail(parserError(err)) : done())),
    );
    refuseOddInput(req.query as Record<string, unknown>, req.params, req.body);
  }
}
