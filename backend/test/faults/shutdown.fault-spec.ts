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
      // Each request on its own connection: see postOnOwnConnection.
      const load = bookingLoad(app.base, slots, {
        concurrency: 6,
        durationMs: 6000,
        timeoutMs: 10_000,
        keepAlive: false,
      });
      await sleep(2000);
      const signalledAt = Date.now();
      app.child.kill('SIGTERM');
      await sleep(300);
      const ready = await fetch(`${app.base}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { message: string }).message).toBe('Shutting down');
      const code = await app.exited;
      expect(code).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      const outcomes = await load;
      const counts = summary(outcomes);
      console.log('outcomes', counts);
      expect(counts['201']).toBeGreaterThan(0);
      // Requests either completed or were never accepted (connection refused after the close).
      for (const status of Object.keys(counts)) expect(['201', 'refused']).toContain(status);
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
