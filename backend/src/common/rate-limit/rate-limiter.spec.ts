import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter (memory store, as on PGlite)', () => {
  const config = {
    databaseUrl: undefined,
    rateLimits: {
      bookings: { limit: 3, windowSeconds: 1 },
      customers: null,
      lookups: { limit: 1, windowSeconds: 60 },
    },
  } as unknown as AppConfig;

  it('lets the limit through, refuses the next with the seconds left, counts keys and policies apart, and forgives after the window', async () => {
    const limiter = new RateLimiter(config, {} as DataSource);
    const hits = async (n: number, key = 'ip') => {
      const answers: (number | null)[] = [];
      for (let i = 0; i < n; i++) answers.push(await limiter.hit('bookings', key));
      return answers;
    };
    expect(await hits(4)).toEqual([null, null, null, 1]);
    expect(await hits(1, 'other-ip')).toEqual([null]);
    expect(await limiter.hit('lookups', 'ip')).toBeNull();
    expect(await limiter.hit('lookups', 'ip')).toBe(60);
    expect(await limiter.hit('customers', 'ip')).toBeNull(); // a policy that is off
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await hits(1)).toEqual([null]);
  });
});
