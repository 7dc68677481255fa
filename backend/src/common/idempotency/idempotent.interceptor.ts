import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { IdempotencyService } from './idempotency.service.js';

const IDEMPOTENT = 'idempotent';

/** Where a POST's Idempotency-Key belongs: a scope, with a route parameter's value when named. */
interface IdempotentScope {
  scope: string;
  /** A route parameter whose value joins the scope (`payment:<order id>`): one key per order. */
  param?: string;
}

/**
 * Runs a POST once per Idempotency-Key (IdempotencyService): the handler's work and its answer in
 * one transaction, a retry answered with the first answer's bytes and `Idempotent-Replayed: true`.
 * The handler returns its DTO as any other; the answer is stored and sent here, in one place.
 */
export function Idempotent(scope: string, options: { param?: string } = {}): MethodDecorator {
  return applyDecorators(
    SetMetadata(IDEMPOTENT, { scope, param: options.param } satisfies IdempotentScope),
    UseInterceptors(IdempotentInterceptor),
  );
}

@Injectable()
export class IdempotentInterceptor implements NestInterceptor {
  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<string> {
    const handler = context.getHandler();
    const { scope, param } = this.reflector.get<IdempotentScope>(IDEMPOTENT, handler);
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const status = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, handler) ?? 201;
    const key = req.header('idempotency-key');
    return from(
      this.idempotency
        .run(
          { scope: param ? `${scope}:${req.params[param]}` : scope, key, body: req.body as unknown },
          async () => ({
            status,
            json: JSON.stringify(await lastValueFrom(next.handle())),
          }),
        )
        .then((answer) => {
          res.status(answer.status).type('application/json');
          if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
          return answer.json;
        }),
    );
  }
}
