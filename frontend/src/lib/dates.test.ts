import { describe, expect, it } from 'vitest';
import { dayInZone, formatAge, formatDateTime, fromZonedInput, toZonedInput } from './dates';

describe('dayInZone', () => {
  it('gives the calendar date in the zone, not in UTC', () => {
    expect(dayInZone(new Date('2025-11-23T03:30:00Z'), 'America/Chicago')).toBe('2025-11-22');
    expect(dayInZone(new Date('2025-11-23T03:30:00Z'), 'UTC')).toBe('2025-11-23');
  });
});

describe('formatDateTime', () => {
  it('reads the instant in the shop’s time zone', () => {
    expect(formatDateTime('2026-11-24T03:30:00Z', 'America/Chicago')).toBe('Nov 23, 2026, 9:30 PM');
  });
});

describe('formatAge (the workshop board)', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it.each([
    ['2026-11-24T12:00:30Z', '0 min'], // a clock a little ahead never reads negative
    ['2026-11-24T11:15:00Z', '45 min'],
    ['2026-11-24T07:00:00Z', '5 h'],
    ['2026-11-22T12:00:00Z', '2 d'],
    ['2026-11-22T09:00:00Z', '2 d 3 h'],
  ])('%s -> %s', (iso, age) => {
    expect(formatAge(iso, now)).toBe(age);
  });
});

describe('date-time inputs in the shop’s time zone (the estimated ready time)', () => {
  it.each([
    ['2026-03-05T17:00', '2026-03-05T23:00:00.000Z'], // CST, -6
    ['2026-07-01T09:30', '2026-07-01T14:30:00.000Z'], // CDT, -5
    ['2026-03-08T12:00', '2026-03-08T17:00:00.000Z'], // the day clocks go forward
  ])('%s in Chicago is %s, and back', (input, iso) => {
    expect(fromZonedInput(input, 'America/Chicago')).toBe(iso);
    expect(toZonedInput(iso, 'America/Chicago')).toBe(input);
  });
  it('reads an empty or partial input as no time', () => {
    expect(fromZonedInput('', 'America/Chicago')).toBeNull();
    expect(fromZonedInput('2026-03-05', 'America/Chicago')).toBeNull();
  });
});
