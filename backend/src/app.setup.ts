import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { Server } from 'node:http';
import { HttpStages, type HttpStage } from './common/http/http-stages.js';
import { ShutdownState } from './common/lifecycle/lifecycle.js';
import { createValidationPipe } from './common/validation.js';
import type { AppConfig } from './config/app-config.js';
import { buildOpenApiDocument } from './openapi-document.js';

/**
 * Everything global, in one place for the server and the tests: security headers, cookies,
 * validation, the /api prefix and the API docs; and, at their stages, the handlers that feature
 * modules add themselves (HttpStages: the price map's fast path, the built site). No body parser:
 * the global guard reads a request's JSON body once it has let it in (common/http/json-body.ts),
 * so a staff route reads nothing of an anonymous sender's body.
 */
export function configureApp(app: INestApplication, config: AppConfig): void {
  const server = app as NestExpressApplication;
  // Idle connections outlive every client's idea of them (see AppConfig.http): no reset under a request.
  const httpServer = server.getHttpServer() as Server;
  httpServer.keepAliveTimeout = config.http.keepAliveTimeoutMs;
  httpServer.headersTimeout = config.http.headersTimeoutMs;
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
  const expressApp = server.getHttpAdapter().getInstance() as express.Express;
  const stages = app.get(HttpStages);
  const mount = (stage: HttpStage) => {
    for (const { mount, handler } of stages.handlers(stage)) {
      if (mount.path === undefined) server.use(handler);
      else if (mount.getOnly) expressApp.get(mount.path, handler);
      else server.use(mount.path, handler);
    }
  };
  mount('first');
  server.use(cookieParser());
  mount('beforeBody');

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
  });

  // The built site; its server-rendered pages read the API through the same services.
  mount('pages');
}
