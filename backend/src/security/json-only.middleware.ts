import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../common/errors/all-exceptions.filter.js';
import { STATE_CHANGING_METHODS } from './same-origin.middleware.js';

export const JSON_ONLY_MESSAGE = 'The request body must be JSON (Content-Type: application/json)';

function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
}

function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * The API speaks JSON only: a state-changing request with a body of any other type (forms,
 * text/plain, multipart: the shapes a cross-site form can send) gets 415.
 */
@Injectable()
export class JsonOnlyMiddleware implements NestMiddleware {
  use(req: Request, res: Response, next: NextFunction): void {
    if (STATE_CHANGING_METHODS.has(req.method) && hasBody(req) && !isJson(req.get('content-type'))) {
      res.status(415).json(errorBody(415, JSON_ONLY_MESSAGE));
      return;
    }
    next();
  }
}
