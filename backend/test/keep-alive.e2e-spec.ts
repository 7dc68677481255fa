import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { loadConfig, repoRoot } from '../src/config/app-config.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 37: the server keeps idle connections longer than every client in front of it, so it never
 * closes one a client is sending on (nginx does not retry a POST: a 502; fetch sees ECONNRESET).
 */

/** nginx's upstream keepalive_timeout in each server file of docker/nginx, in ms. */
function nginxUpstreamKeepAlive(): Record<string, number> {
  const found: Record<string, number> = {};
  for (const file of ['default.conf', 'host.conf']) {
    const text = readFileSync(join(repoRoot, 'docker', 'nginx', file), 'utf8');
    const upstream = /upstream backend \{([^}]*)\}/.exec(text)?.[1] ?? '';
    const value = /keepalive_timeout\s+(\d+)(s|ms)?;/.exec(upstream);
    // nginx's default when the directive is missing: 60 s.
    found[file] = value ? Number(value[1]) * (value[2] === 'ms' ? 1 : 1000) : 60_000;
  }
  return found;
}

describe('keep-alive that never races', () => {
  it('by default, keeps idle connections longer than nginx upstream and fetch keep theirs', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.http.keepAliveTimeoutMs).toBe(75_000);
    expect(config.http.headersTimeoutMs).toBeGreaterThan(config.http.keepAliveTimeoutMs);
    for (const [file, ms] of Object.entries(nginxUpstreamKeepAlive())) {
      expect({ file, shorter: ms < config.http.keepAliveTimeoutMs }).toEqual({ file, shorter: true });
    }
    // Node's fetch (undici) keeps an idle connection 4 s; supertest and Playwright's request none longer.
    expect(config.http.keepAliveTimeoutMs).toBeGreaterThan(4000);
  });

  it('refuses a keep-alive timeout that is not a number of ms', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', KEEP_ALIVE_TIMEOUT_MS: 'long' })).toThrow(
      /KEEP_ALIVE_TIMEOUT_MS/,
    );
  });

  describe('the running server', () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await createTestApp({ env: { KEEP_ALIVE_TIMEOUT_MS: '20000' } });
      const server = t.app.getHttpServer() as Server;
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => t.close());

    it('has the configured timeouts: keep-alive as KEEP_ALIVE_TIMEOUT_MS, headers one second more', () => {
      const server = t.app.getHttpServer() as Server;
      expect(server.keepAliveTimeout).toBe(20_000);
      expect(server.headersTimeout).toBe(21_000);
    });

    it('answers on a connection left idle past the old 5 s, on the same connection', async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const get = () =>
        new Promise<{ status: number; port: number; keepAlive: string | undefined }>((done, fail) => {
          const req = httpRequest(`${base}/api/health`, { agent }, (res) => {
            res.resume();
            res.on('end', () =>
              done({
                status: res.statusCode ?? 0,
                port: req.socket?.localPort ?? 0,
                keepAlive: res.headers['keep-alive'] as string | undefined,
              }),
            );
          });
          req.on('error', fail);
          req.end();
        });
      try {
        const first = await get();
        expect(first.status).toBe(200);
        expect(first.keepAlive).toBe('timeout=20');
        await new Promise((r) => setTimeout(r, 5500));
        const second = await get();
        expect(second.status).toBe(200);
        expect(second.port).toBe(first.port);
      } finally {
        agent.destroy();
      }
    }, 20_000);
  });
});
