import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { JsonOnlyMiddleware } from './json-only.middleware.js';
import { MultipartRoutes } from './multipart-routes.js';
import { NoStoreMiddleware, STAFF_API_ROUTES } from './no-store.middleware.js';
import { SameOriginMiddleware } from './same-origin.middleware.js';

/**
 * Cross-cutting request checks for every route of the app, run before guards and handlers:
 * staff answers never stored (first, so that the refusals below are not stored either), cross-site
 * state changes refused (403), non-JSON bodies refused (415) but on the routes registered with
 * MultipartRoutes (file uploads).
 */
@Module({ providers: [MultipartRoutes], exports: [MultipartRoutes] })
export class SecurityModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(NoStoreMiddleware).forRoutes({ path: STAFF_API_ROUTES, method: RequestMethod.ALL });
    consumer
      .apply(SameOriginMiddleware, JsonOnlyMiddleware)
      .forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
