import { FakeClock } from '../clock/clock.js';
import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('lets the limit through, refuses the next with the seconds left, and forgives after the window', () => {
    const clock = new FakeClock(new Date('2026-03-02T10:00:00Z'));
    const limiter = new RateLimiter(clock);
    expect([1, 2, 3].map(() => limiter.hit('ip', 3, 60))).toEqual([null, null, null]);
    expect(limiter.hit('ip', 3, 60)).toBe(60);
    clock.advance(45_000);
    expect(limiter.hit('ip', 3, 60)).toBe(15);
    expect(limiter.hit('other-ip', 3, 60)).toBeNull();
    clock.advance(15_000);
    expect(limiter.hit('ip', 3, 60)).toBeNull();
  });
});
