import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../common/errors/all-exceptions.filter.js';
import { MultipartRoutes } from './multipart-routes.js';
import { STATE_CHANGING_METHODS } from './same-origin.middleware.js';

export const JSON_ONLY_MESSAGE = 'The request body must be JSON (Content-Type: application/json)';

function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

function isJson(contentType: string | undefined): boolean {
  const type = mediaType(contentType);
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * The API speaks JSON only: a state-changing request with a body of any other type (forms,
 * text/plain, multipart: the shapes a cross-site form can send) gets 415; but the routes registered
 * with MultipartRoutes (file uploads) also take multipart/form-data.
 */
@Injectable()
export class JsonOnlyMiddleware implements NestMiddleware {
  constructor(private readonly multipart: MultipartRoutes) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const contentType = req.get('content-type');
    if (
      STATE_CHANGING_METHODS.has(req.method) &&
      hasBody(req) &&
      !isJson(contentType) &&
      !(mediaType(contentType) === 'multipart/form-data' && this.multipart.accepts(req))
    ) {
      res.status(415).json(errorBody(415, JSON_ONLY_MESSAGE));
      return;
    }
    next();
  }
}
