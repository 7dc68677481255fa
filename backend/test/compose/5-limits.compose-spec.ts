import { randomUUID } from 'node:crypto';
import { stack } from './compose-stack.js';

/**
 * Issue 29: per-IP limits hold behind the real nginx. Every request below claims to come from
 * another address (X-Forwarded-For, X-Real-IP and Forwarded, as a client can write them); nginx
 * replaces them with the address it saw and the backends trust that one hop, so all of them count
 * on one address: past the limit, 429. (With TRUST_PROXY=true and an appending nginx, each would
 * have been a new client: 40 discount claims out of 40 were accepted.)
 */
const limit = (name: string, fallback: number) =>
  Number((process.env[name] ?? `${fallback}/3600`).split('/')[0]);

const spoofed = (i: number) => {
  const ip = `203.0.113.${i % 250}`;
  return { 'X-Forwarded-For': ip, 'X-Real-IP': ip, Forwarded: `for=${ip}` };
};

async function statuses(count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await send(i);
    out.push(res.status);
    await res.arrayBuffer();
  }
  return out;
}

describe('per-IP limits behind nginx, with spoofed client addresses', () => {
  it('discount claims: at most RATE_LIMIT_CUSTOMERS accepted, then 429', async () => {
    const max = limit('RATE_LIMIT_CUSTOMERS', 10);
    const answers = await statuses(max + 30, (i) =>
      fetch(`${stack.base}/api/customers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...spoofed(i) },
        body: JSON.stringify({
          firstName: 'Spoof',
          lastName: 'Tester',
          phone: '(555) 555-0199',
          email: `spoof-${i}-${randomUUID()}@example.com`,
          discountClaimed: 'popup_10_off',
          deviceInfo: 'Discount signup via popup',
        }),
      }),
    );
    expect(answers.filter((s) => s === 201).length).toBeLessThanOrEqual(max);
    expect(answers.slice(-30)).toEqual(Array(30).fill(429));
  });

  it('repair tracking look-ups: at most RATE_LIMIT_TRACKING answered, then 429', async () => {
    const max = limit('RATE_LIMIT_TRACKING', 60);
    const answers = await statuses(max + 20, (i) =>
      fetch(`${stack.base}/api/track/lookup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...spoofed(i) },
        body: JSON.stringify({ reference: 'RO-ABCDEF', phoneLast4: String(1000 + i).slice(-4) }),
      }),
    );
    expect(answers.filter((s) => s !== 429).length).toBeLessThanOrEqual(max);
    expect(answers.slice(-20)).toEqual(Array(20).fill(429));
  });

  it('staff sign-in failures of one username: at most LOGIN_MAX_FAILURES, then 429', async () => {
    const max = Number(process.env.LOGIN_MAX_FAILURES ?? 5);
    const answers = await statuses(max + 10, (i) =>
      fetch(`${stack.base}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...spoofed(i) },
        body: JSON.stringify({ username: 'guessed-account', password: `wrong-${i}` }),
      }),
    );
    expect(answers.filter((s) => s === 401).length).toBeLessThanOrEqual(max);
    expect(answers.slice(-10)).toEqual(Array(10).fill(429));
  });

  it('staff sign-in failures over many usernames: at most LOGIN_MAX_FAILURES_PER_ADDRESS, then 429', async () => {
    const max = Number(process.env.LOGIN_MAX_FAILURES_PER_ADDRESS ?? 20);
    const answers = await statuses(max + 10, (i) =>
      fetch(`${stack.base}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...spoofed(i) },
        body: JSON.stringify({ username: `guess-${i}`, password: 'wrong-password' }),
      }),
    );
    expect(answers.filter((s) => s === 401).length).toBeLessThanOrEqual(max);
    expect(answers.slice(-10)).toEqual(Array(10).fill(429));
  });
});
