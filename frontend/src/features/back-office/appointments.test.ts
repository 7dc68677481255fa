import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  addDays,
  doneLabel,
  formatDayHeading,
  formatShopTime,
  groupByDay,
  isDateRange,
  orderedTransitions,
  statusLabel,
  telHref,
} from './appointments';

describe('appointment labels', () => {
  it('names every status and every status change', () => {
    expect(['scheduled', 'confirmed', 'checked_in', 'cancelled', 'no_show'].map(statusLabel)).toEqual([
      'Scheduled',
      'Confirmed',
      'Checked in',
      'Cancelled',
      'No-show',
    ]);
    expect(['confirmed', 'checked_in', 'cancelled', 'no_show'].map(actionLabel)).toEqual([
      'Confirm',
      'Check in',
      'Cancel',
      'No-show',
    ]);
    expect(doneLabel('cancelled')).toBe('Appointment cancelled');
    // A status the screen does not know yet still reads as words.
    expect(statusLabel('waiting_for_parts')).toBe('Waiting for parts');
    expect(actionLabel('waiting_for_parts')).toBe('Waiting for parts');
  });

  it('orders the changes along the life cycle, cancelling last', () => {
    expect(orderedTransitions(['cancelled', 'no_show', 'confirmed'])).toEqual([
      'confirmed',
      'no_show',
      'cancelled',
    ]);
    expect(orderedTransitions(['cancelled', 'checked_in'])).toEqual(['checked_in', 'cancelled']);
    expect(orderedTransitions([])).toEqual([]);
  });
});

describe('dates in shop time', () => {
  it('adds days across months and years', () => {
    expect(addDays('2025-11-30', 1)).toBe('2025-12-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('heads each day with Today, Tomorrow or Yesterday and the date', () => {
    const today = '2025-11-22';
    expect(formatDayHeading('2025-11-22', today)).toBe('Today — Saturday, November 22');
    expect(formatDayHeading('2025-11-23', today)).toBe('Tomorrow — Sunday, November 23');
    expect(formatDayHeading('2025-11-21', today)).toBe('Yesterday — Friday, November 21');
    expect(formatDayHeading('2025-11-25', today)).toBe('Tuesday, November 25');
    expect(formatDayHeading('2026-01-02', today)).toBe('Friday, January 2, 2026');
  });

  it('shows start times on the shop clock', () => {
    expect(formatShopTime('2025-11-22T16:30:00Z', 'America/Chicago')).toBe('10:30 AM');
    expect(formatShopTime('2025-07-01T15:00:00Z', 'America/Chicago')).toBe('10:00 AM'); // daylight time
  });

  it('accepts a range whose end is not before its start (either end may be open)', () => {
    expect(isDateRange('2025-11-01', '2025-11-30')).toBe(true);
    expect(isDateRange('2025-11-01', '2025-11-01')).toBe(true);
    expect(isDateRange('', '2025-11-01')).toBe(true);
    expect(isDateRange('2025-11-02', '2025-11-01')).toBe(false);
  });
});

describe('groupByDay', () => {
  const a = (id: string, day: string, startsAt: string) => ({ id, day, startsAt });

  it('groups by the shop day, days ascending and each day by start time', () => {
    const groups = groupByDay([
      a('3', '2025-11-23', '2025-11-23T17:00:00Z'),
      a('1', '2025-11-22', '2025-11-22T18:00:00Z'),
      a('2', '2025-11-22', '2025-11-22T16:00:00Z'),
      a('4', '2025-11-23', '2025-11-23T16:00:00Z'),
    ]);
    expect(groups.map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2025-11-22', ['2', '1']],
      ['2025-11-23', ['4', '3']],
    ]);
  });

  it('uses the day the server sent, not the UTC date of the start', () => {
    // 7:30 PM on Nov 22 in Chicago is Nov 23 in UTC.
    const groups = groupByDay([a('1', '2025-11-22', '2025-11-23T01:30:00Z')]);
    expect(groups).toEqual([{ day: '2025-11-22', items: [a('1', '2025-11-22', '2025-11-23T01:30:00Z')] }]);
    expect(groupByDay([])).toEqual([]);
  });
});

describe('contact links', () => {
  it('dials digits only', () => {
    expect(telHref('(217) 555-0142')).toBe('tel:2175550142');
    expect(telHref('+1 217 555 0142')).toBe('tel:+12175550142');
  });
});
