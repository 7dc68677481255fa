import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingLoad, createDatabase, openSlots, serverUrl, sleep, startApp, summary } from './harness.js';

const describeOnPostgres = serverUrl ? describe : describe.skip;

describeOnPostgres('SIGTERM under load', () => {
  it('finishes the requests it received, resets no connection, reports not-ready, exits 0 within 10 s', async () => {
    const db = await createDatabase();
    const app = await startApp({ DATABASE_URL: db.url, SHUTDOWN_DELAY_MS: '1500' });
    try {
      const slots = await openSlots(app.base);
      // The load acts like a load balancer: it stops sending new requests once readiness says the
      // process is shutting down (what SHUTDOWN_DELAY_MS is for); each request goes on a connection of
      // its own, so a reset can only mean a request the server had accepted was dropped.
      let notReady = false;
      const load = bookingLoad(app.base, slots, {
        concurrency: 6,
        durationMs: 8000,
        timeoutMs: 10_000,
        keepAlive: false,
        stopped: () => notReady,
      });
      await sleep(2000);
      const signalledAt = Date.now();
      app.child.kill('SIGTERM');
      for (let i = 0; i < 50 && !notReady; i++) {
        const ready = await fetch(`${app.base}/api/health/ready`);
        if (ready.status === 503) {
          expect(((await ready.json()) as { message: string }).message).toBe('Shutting down');
          notReady = true;
        } else await sleep(50);
      }
      expect(notReady).toBe(true);
      const code = await app.exited;
      expect(code).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      const outcomes = await load;
      const counts = summary(outcomes);
      console.log('outcomes', counts);
      // Every request that was sent was answered: no reset, no refusal, no error.
      expect(Object.keys(counts)).toEqual(['201']);
    } finally {
      if (app.child.exitCode === null) app.child.kill('SIGKILL');
      await db.drop();
    }
  });
});

describe('the embedded database after kill -9', () => {
  it('keeps every confirmed booking', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-kill-'));
    try {
      const first = await startApp({ DATABASE_URL: '', DATA_DIR: dataDir });
      const slots = await openSlots(first.base);
      const outcomes = await bookingLoad(first.base, slots, {
        concurrency: 3,
        durationMs: 3000,
        timeoutMs: 10_000,
      });
      const confirmed = outcomes.filter((o) => o.status === 201);
      expect(confirmed.length).toBeGreaterThan(3);
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await startApp({ DATABASE_URL: '', DATA_DIR: dataDir });
      try {
        for (const o of confirmed) {
          const res = await fetch(`${second.base}/api/appointments/${o.reference}/lookup`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: o.email }),
          });
          expect(res.status).toBe(200);
        }
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
