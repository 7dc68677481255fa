import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { CatalogueService } from './catalogue/catalogue.service.js';
import { RateLimiter } from './common/rate-limit/rate-limiter.js';
import { createValidationPipe } from './common/validation.js';
import { ShutdownState } from './health/shutdown-state.js';
import type { AppConfig } from './config/app-config.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { answerCachedPricing } from './pricing/public-pricing.controller.js';
import { PublicPricingService } from './pricing/public-pricing.service.js';
import { site } from './site/site.js';
import { TRACKING_RATE_LIMIT } from './workshop/track.controller.js';
import { TrackingService } from './workshop/tracking.service.js';
/**
 * Everything global, in one place for the server and the tests: security headers, cookies,
 * validation, the /api prefix, the API docs and the built site.
 */
export function configureApp(app: INestApplication, config: AppConfig): void {
  const server = app as NestExpressApplication;
  server.set('trust proxy', config.trustProxy);
  server.disable('x-powered-by');
  server.setGlobalPrefix('api');
  server.useGlobalPipes(createValidationPipe());
  if (config.corsOrigins.length > 0) server.enableCors({ origin: config.corsOrigins, credentials: true });

  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.session.cookieSecure ? [] : null,
      },
    },
    strictTransportSecurity: config.session.cookieSecure
      ? { maxAge: 15552000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  server.use(securityHeaders);
  // While shutting down, every answer closes its connection, so no client reuses a closing socket.
  const shutdown = app.get(ShutdownState);
  server.use((_req: Request, res: Response, next: NextFunction) => {
    if (shutdown.shuttingDown) res.setHeader('Connection', 'close');
    next();
  });
  // The public price map, once cached, needs nothing more (see answerCachedPricing).
  const expressApp = server.getHttpAdapter().getInstance() as express.Express;
  expressApp.get('/api/pricing/all', answerCachedPricing(app.get(PublicPricingService)));
  server.use(cookieParser());
  // No body parser here: the global guard reads a request's JSON body once it has let it in
  // (common/http/json-body.ts), so a staff route reads nothing of an anonymous body.

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
  });

  // The built site; its server-rendered pages read the API through the same services.
  const catalogue = app.get(CatalogueService);
  const pricing = app.get(PublicPricingService);
  const tracking = app.get(TrackingService);
  const pages = site(
    config.staticDir,
    {
      getCatalogue: { read: () => catalogue.getCatalogue() },
      getAllPricing: { read: () => pricing.map() },
      getRepairTracking: {
        read: ({ token }) => tracking.track(token ?? ''),
        private: { rateLimit: TRACKING_RATE_LIMIT },
      },
    },
    app.get(RateLimiter),
  );
  if (pages) server.use(pages);
}
