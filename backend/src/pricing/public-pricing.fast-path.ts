import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PUBLIC_PRICING_CACHE_CONTROL } from './pricing.constants.js';
import type { PublicPricingService } from './public-pricing.service.js';
import { sendCachedBytes } from './send-cached-bytes.js';

/** The public path of the price map, as Express sees it (global prefix included). */
export const PUBLIC_PRICING_PATH = '/api/pricing/all';

/**
 * The hot read of the site: GET /api/pricing/all answered from the cached bytes straight after
 * the security headers, ahead of cookies, body parsing and Nest's router, guards and pipes (none
 * of which this public, bodiless read needs). When nothing is cached yet (first read, or just
 * after a save) it passes on to PublicPricingController, which loads the bytes and reports a
 * database failure through the one error body.
 */
export function publicPricingFastPath(pricing: PublicPricingService): RequestHandler {
  return (req: Request, res: Response, next: NextFunction): void => {
    const representation = pricing.current();
    if (!representation) return next();
    sendCachedBytes(req, res, representation, PUBLIC_PRICING_CACHE_CONTROL);
  };
}

/**
 * The same read one step earlier, for the common request (a plain GET of the exact path, no Origin
 * header): answered by the HTTP server's own request handler before Express routes it, with the
 * headers every answer gets (`headers`: helmet's, which are fixed) and `Connection: close` while
 * shutting down. Anything else, and any request while nothing is cached, goes to Express as before
 * (a cross-origin read there gets its CORS headers).
 */
export function answerPricingBeforeExpress(
  server: Server,
  pricing: PublicPricingService,
  headers: [string, string][],
  shuttingDown: () => boolean,
): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (handlers.length !== 1) throw new Error(`expected one request handler, found ${handlers.length}`);
  const [express] = handlers;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const representation =
      req.method === 'GET' && req.url === PUBLIC_PRICING_PATH && req.headers.origin === undefined
        ? pricing.current()
        : null;
    if (!representation) return express(req, res);
    for (const [name, value] of headers) res.setHeader(name, value);
    if (shuttingDown()) res.setHeader('Connection', 'close');
    sendCachedBytes(req as Request, res as Response, representation, PUBLIC_PRICING_CACHE_CONTROL);
  });
}
