import { IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express, Request, Response } from 'express';
import request from 'supertest';
import { ExpressServerAdapter } from './express-server.adapter.js';

describe('ExpressServerAdapter', () => {
  let app: Express;
  let server: Server;
  /** The prototypes of each request and response as Node hands them over, before Express runs. */
  const created: { req: unknown; res: unknown }[] = [];

  beforeAll(() => {
    const adapter = new ExpressServerAdapter();
    app = adapter.getInstance<Express>();
    app.get('/probe', (req: Request, res: Response) => {
      res
        .status(201)
        .type('text/plain')
        .send(`${req.app === app} ${req.get('x-probe')} ${req.query.q}`);
    });
    app.get('/json', (_req: Request, res: Response) => {
      res.json({ instance: _req instanceof IncomingMessage && res instanceof ServerResponse });
    });
    adapter.initHttpServer({});
    server = adapter.getHttpServer() as Server;
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      created.push({ req: Object.getPrototypeOf(req), res: Object.getPrototypeOf(res) });
    });
  });

  it("creates requests and responses as Express's own, so Express's prototype swap changes nothing", async () => {
    const answer = await request(server).get('/probe?q=1').set('x-probe', 'yes');
    expect(answer.status).toBe(201);
    expect(answer.text).toBe('true yes 1');
    // Already Express's before app.handle runs its Object.setPrototypeOf.
    expect(created[0]!.req).toBe(app.request);
    expect(created[0]!.res).toBe(app.response);
  });

  it("keeps Node's classes underneath: instanceof and Express's response methods work", async () => {
    const answer = await request(server).get('/json');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ instance: true });
  });
});
