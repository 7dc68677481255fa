import { randomUUID } from 'node:crypto';
import { bookingBody } from '../support/booking-body.js';
import { compose, composeInBackground, sql, stack, waitUntilReady, writeState } from './compose-stack.js';

/**
 * Issue 29: one of the three backends stops in the middle of traffic (`compose stop`, SIGTERM): the
 * reads keep answering through the other two, and no booking that was answered 201 is lost. A
 * client that got no answer (a 502 from nginx when the instance went away under its request)
 * sends the booking again with the same Idempotency-Key, as the API asks, and gets the first answer.
 */
const BOOKINGS = 24;
const AFTER_STOP = 6;

describe('one backend stops under traffic', () => {
  it('keeps answering reads, and every booking answered 201 is in the database', async () => {
    const slots = (
      (await (await fetch(`${stack.base}/api/appointments/availability`)).json()) as {
        slots: { start: string }[];
      }
    ).slots.map((s) => s.start);
    expect(slots.length).toBeGreaterThanOrEqual(2 * (BOOKINGS + AFTER_STOP));

    let reading = true;
    const reads: number[] = [];
    const reader = async () => {
      const paths = ['/api/catalogue', '/api/pricing/all', '/', '/repair/iphone'];
      for (let i = 0; reading; i++) {
        const res = await fetch(`${stack.base}${paths[i % paths.length]}`).catch(() => null);
        reads.push(res?.status ?? 0);
        await res?.arrayBuffer();
      }
    };

    const booked: { reference: string; id: string }[] = [];
    const retried: number[] = [];
    // Slots from the end of the list (the browser tests book the first ones); one taken meanwhile
    // (answered 409 before any backend stopped) is swapped for another.
    const free = slots.slice(-2 * (BOOKINGS + AFTER_STOP)).reverse();
    const book = async (i: number) => {
      let key = randomUUID();
      const body = bookingBody({
        appointmentDate: free.shift(),
        customerEmail: `failover-${i}-${Date.now()}@example.com`,
      });
      for (let attempt = 0; attempt < 20; attempt++) {
        const res = await fetch(`${stack.base}/api/appointments`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body: JSON.stringify(body),
        }).catch(() => null);
        if (res?.status === 201) {
          const answer = (await res.json()) as { id: string; reference: string };
          booked.push({ reference: answer.reference, id: answer.id });
          return;
        }
        if (res?.status === 409 && attempt === 0 && free.length > 0) {
          body.appointmentDate = free.shift();
          key = randomUUID();
          continue;
        }
        retried.push(res?.status ?? 0);
        if (res && ![502, 503, 504].includes(res.status))
          throw new Error(`booking ${i}: ${res.status} ${await res.text()}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`booking ${i} got no answer in 20 tries`);
    };

    const readers = [reader(), reader()];
    let next = 0;
    let stopping: Promise<void> | undefined;
    const bookers = Array.from({ length: 3 }, async () => {
      while (next < BOOKINGS) {
        const i = next++;
        // SIGTERM to one instance while the bookings and reads go on.
        if (i === BOOKINGS / 4) stopping = composeInBackground('stop', '-t', '20', stack.backendServices[1]);
        await book(i);
      }
    });
    await Promise.all(bookers);
    await stopping;
    // And with the instance gone: nginx sends everything to the other two.
    for (let i = BOOKINGS; i < BOOKINGS + AFTER_STOP; i++) await book(i);
    reading = false;
    await Promise.all(readers);

    console.log(
      `failover: ${reads.length} reads (${reads.filter((s) => s !== 200).length} not 200), ${booked.length} bookings, retried after: ${JSON.stringify(retried)}`,
    );
    expect(reads.filter((s) => s !== 200)).toEqual([]);
    expect(booked).toHaveLength(BOOKINGS + AFTER_STOP);
    expect(new Set(booked.map((b) => b.reference)).size).toBe(BOOKINGS + AFTER_STOP);
    const stored = await sql<{ reference: string }>(
      `SELECT reference FROM appointments WHERE reference = ANY($1)`,
      [booked.map((b) => b.reference)],
    );
    expect(stored.map((r) => r.reference).sort()).toEqual(booked.map((b) => b.reference).sort());
    // The stopped instance is down; the other two answer.
    await expect(fetch(`${stack.backends[1]}/api/health`)).rejects.toThrow();
    writeState({ bookings: booked.map((b) => b.reference) });

    compose('start', stack.backendServices[1]);
    await waitUntilReady(`${stack.backends[1]}/api/health/ready`);
  });
});
