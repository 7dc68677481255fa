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
