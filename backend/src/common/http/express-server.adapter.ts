import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

/**
 * Nest's Express adapter with a server that creates every request and response as Express's own
 * from the start, for the app and the tests alike (`new ExpressServerAdapter()` where Nest takes
 * an adapter).
 *
 * Express gives each request and response its methods by swapping their prototypes
 * (`Object.setPrototypeOf(req, app.request)` in `app.handle`). V8 handles a prototype swap on
 * every request badly: it more than tripled the CPU time of a cached 30 KB answer (the pricing
 * bench, `npm run bench`). Here the server builds them from classes whose prototypes are the
 * app's request and response, so the swap finds the prototype already in place and changes
 * nothing. Every route sees the same objects with the same methods as before; only the cost goes.
 *
 * HTTPS and Nest's connection options (forceCloseConnections, return503OnClosing) are left to
 * Nest's own server, without this saving; the app serves plain HTTP behind its proxy.
 */
export class ExpressServerAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options.httpsOptions || options.forceCloseConnections || options.return503OnClosing) {
      super.initHttpServer(options);
      return;
    }
    const app = this.getInstance<Express>();
    this.httpServer = createServer(expressObjects(app), app);
  }
}

/**
 * Classes for the server's requests and responses whose prototypes are the app's `request` and
 * `response` (the app's prototypes are pointed at them, and they inherit from the old ones), so
 * the objects are Express's from the moment Node creates them.
 */
export function expressObjects(app: Express) {
  class ExpressRequest extends IncomingMessage {}
  class ExpressResponse extends ServerResponse<ExpressRequest> {}
  Object.setPrototypeOf(ExpressRequest.prototype, app.request);
  Object.setPrototypeOf(ExpressResponse.prototype, app.response);
  app.request = ExpressRequest.prototype as unknown as Express['request'];
  app.response = ExpressResponse.prototype as unknown as Express['response'];
  return { IncomingMessage: ExpressRequest, ServerResponse: ExpressResponse };
}
