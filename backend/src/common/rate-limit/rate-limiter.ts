import { Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock.js';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in memory, per key. Enough for one process; the windows are short and a
 * restart only forgives. Keys whose window ended are swept as new ones come in.
 */
@Injectable()
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private nextSweep = 0;

  constructor(private readonly clock: Clock) {}

  /** Counts one hit; answers the seconds to wait when the limit is passed, else null. */
  hit(key: string, limit: number, windowSeconds: number): number | null {
    const now = this.clock.now().getTime();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : null;
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
