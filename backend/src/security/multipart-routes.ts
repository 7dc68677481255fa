import { Injectable } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The few routes that take a multipart/form-data body (files: the photos of a repair order), as
 * their modules register them. Every other route keeps the JSON-only rule (JsonOnlyMiddleware).
 * Such a route still needs a staff session: the same-origin check refuses a cross-site request
 * that carries the session cookie (403), and the global guard answers 401 to a sender without
 * one before anything of the body is read.
 */
@Injectable()
export class MultipartRoutes {
  private readonly routes: { method: string; path: RegExp }[] = [];

  /** Lets `method` requests whose path matches `path` (anchored) send multipart/form-data. */
  allow(method: 'POST' | 'PUT', path: RegExp): void {
    this.routes.push({ method, path });
  }

  accepts(req: Request): boolean {
    // The whole path as sent (middleware may see it relative to where it is mounted).
    const path = (req.originalUrl ?? req.url).split('?')[0];
    return this.routes.some((r) => r.method === req.method && r.path.test(path));
  }
}
