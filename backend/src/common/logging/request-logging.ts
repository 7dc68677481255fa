import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RootLogger } from './logger.js';
import { requestContext } from './request-context.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** nginx's `$request_id` (32 hex digits); ours has the same form. Anything else is not taken. */
export const REQUEST_ID_FORM = /^[0-9a-f]{32}$/;

/** Health probes (every few seconds from each orchestrator and load balancer): not logged. */
const QUIET = /^\/api\/health(\/|$)/;

/**
 * The route a request matched, as a template (`/api/track/:token`, a page's pattern): never the
 * raw path, which may hold a secret. Set by the router (Nest's routes, the price map), by a handler
 * that knows better (the site: `res.locals.route`), else `(unmatched)`.
 */
export function routeTemplate(req: Request, res: Response): string {
  const own = (res.locals as { route?: unknown } | undefined)?.route;
  if (typeof own === 'string') return own;
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return `${req.baseUrl ?? ''}${path}`;
  return '(unmatched)';
}

/**
 * The app's first handler, before the security headers and everything else: gives the request its
 * id (the proxy's X-Request-Id when the proxy is trusted, TRUST_PROXY, and the id well formed; our
 * own otherwise), answers it in X-Request-Id, runs the rest of the request in its context (so every
 * log line and error body written meanwhile carries it) and writes one access line when the answer
 * is done: method, route template, status, duration (health probes excepted), also counted in the
 * metrics (requests by route template, method and status; latency).
 */
export function requestLogging(
  logger: RootLogger,
  metrics?: { request(route: string, method: string, status: number, seconds: number): void },
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const offered = req.headers['x-request-id'];
    const trusted =
      typeof offered === 'string' &&
      REQUEST_ID_FORM.test(offered) &&
      (req.app.get('trust proxy fn') as (address: string, hop: number) => boolean)(
        req.socket.remoteAddress ?? '',
        0,
      );
    const id = trusted ? offered : randomBytes(16).toString('hex');
    req.id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    const context = { id };
    const quiet = QUIET.test(req.path);
    res.once('close', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const status = res.statusCode;
      const route = routeTemplate(req, res);
      metrics?.request(route, req.method, status, durationMs / 1000);
      if (quiet) return;
      const line = {
        method: req.method,
        route,
        status,
        durationMs: Math.round(durationMs * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      requestContext.run(context, () => {
        if (status >= 500) logger.error(line, 'request');
        else logger.info(line, 'request');
      });
    });
    requestContext.run(context, next);
  };
}
