import { describe, expect, it } from 'vitest';
import { dayInZone } from './dates';

describe('dayInZone', () => {
  it('gives the calendar date in the zone, not in UTC', () => {
    expect(dayInZone(new Date('2025-11-23T03:30:00Z'), 'America/Chicago')).toBe('2025-11-22');
    expect(dayInZone(new Date('2025-11-23T03:30:00Z'), 'UTC')).toBe('2025-11-23');
  });
});
