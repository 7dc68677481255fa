import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line and error body written while a request runs knows of it. */
export interface RequestContext {
  /** The request's id (X-Request-Id): the proxy's when it is trusted and well formed, else our own. */
  id: string;
}

/**
 * The request under way, for code that has no request object at hand (the logger, the error body).
 * Entered by the first handler of the app (request-logging.ts), so pages, the price map and the API
 * alike run inside it.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request under way, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.id;
}
