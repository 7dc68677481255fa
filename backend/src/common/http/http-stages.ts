import { Global, Injectable, Module } from '@nestjs/common';
import type { RequestHandler } from 'express';

/**
 * Where a feature's own Express handler goes in the app's pipeline (app.setup.ts mounts each stage):
 * - `first`: right after the security headers, before cookies and bodies are read (a fast path
 *   that needs neither);
 * - `beforeBody`: after cookies, before any body is read (a check that must refuse a request first;
 *   bodies are read by the global guard once it has let a request in: common/http/json-body.ts);
 * - `pages`: after the API and its docs are set up (the built site).
 */
export type HttpStage = 'first' | 'beforeBody' | 'pages';

/** Where a handler answers: under a path (any method), or GET/HEAD of exactly one path. */
export interface HttpMount {
  path?: string;
  getOnly?: boolean;
}

interface Entry {
  stage: HttpStage;
  mount: HttpMount;
  make: () => RequestHandler | null;
}

/**
 * The handlers feature modules add to the HTTP pipeline, so that the bootstrap knows no feature. A
 * module adds its own in its constructor (`stages.add(...)`); each handler is made when app.setup
 * mounts its stage, after every module has registered what it needs (page data, say).
 */
@Injectable()
export class HttpStages {
  private readonly entries: Entry[] = [];

  /** Adds a handler (made later by `make`; null leaves it out), for every request or where `mount` says. */
  add(stage: HttpStage, make: () => RequestHandler | null, mount: HttpMount = {}): void {
    this.entries.push({ stage, mount, make });
  }

  /** The handlers of a stage, in the order they were added. */
  handlers(stage: HttpStage): { mount: HttpMount; handler: RequestHandler }[] {
    return this.entries
      .filter((e) => e.stage === stage)
      .flatMap(({ mount, make }) => {
        const handler = make();
        return handler ? [{ mount, handler }] : [];
      });
  }
}

/** HttpStages for every module. Global. */
@Global()
@Module({ providers: [HttpStages], exports: [HttpStages] })
export class HttpStagesModule {}
