import { describe, expect, it } from 'vitest';
import type { ReportsDto } from '../../api/staff';
import {
  chartDollars,
  csvHref,
  dollars,
  hours,
  hourTick,
  hoursValue,
  moneyTick,
  percent,
  shortDay,
  shortMonth,
  sumCents,
  summary,
} from './reports';

describe('reports formatting', () => {
  it('names a month, and writes axis ticks whole where they are whole and in full where they are not', () => {
    expect(shortMonth('2026-03-01')).toBe('Mar 2026');
    expect(shortMonth('2026-12-01')).toBe('Dec 2026');
    expect(moneyTick(1200)).toBe('$1,200');
    expect(moneyTick(0)).toBe('$0');
    // A scale of a few dollars (a day's tax) ticks at half dollars: not '$1' twice.
    expect(moneyTick(0.5)).toBe('$0.50');
    expect(hourTick(1500)).toBe('1,500');
    expect(hourTick(0.25)).toBe('0.25');
  });

  it('shows money from cents and turnaround in hours', () => {
    expect(dollars(20450)).toBe('$204.50');
    expect(dollars(0)).toBe('$0.00');
    expect(dollars(2500)).toBe('$25.00');
    expect(hours(97_200)).toBe('27 h');
    expect(hours(164_160)).toBe('45.6 h');
    expect(hours(null)).toBe('—');
    expect(hoursValue(235_440)).toBe(65.4);
    expect(hoursValue(null)).toBeNull();
  });

  it('shows a chart value in dollars to the cent, and sums a money column in cents', () => {
    expect(chartDollars(204.5)).toBe('$204.50');
    expect(chartDollars(1.005 * 100)).toBe('$100.50');
    expect(chartDollars(null)).toBe('');
    // 0.1 + 0.2 in dollars is not 0.3; in cents it is 30.
    expect(dollars(sumCents([10, 20]))).toBe('$0.30');
    expect(sumCents([72707, -10850])).toBe(61857);
  });

  it('shows the quote approval rate as a percentage, a dash without answers', () => {
    expect(percent(0.875)).toBe('87.5%');
    expect(percent(2 / 3)).toBe('66.7%');
    expect(percent(1)).toBe('100%');
    expect(percent(0)).toBe('0%');
    expect(percent(null)).toBe('—');
  });

  it('names days without a time zone shift, and links each CSV with its range', () => {
    expect(shortDay('2026-03-08')).toBe('Mar 8');
    expect(shortDay('2026-03-02', true)).toBe('Mon, Mar 2');
    expect(csvHref('finished-per-week', { from: '2026-03-02', to: '2026-03-29' })).toBe(
      '/api/admin/reports/finished-per-week/export.csv?from=2026-03-02&to=2026-03-29',
    );
  });

  it("sums the range's headline figures: revenue is the charges, parts spend the shop's own spend", () => {
    const week = { finished: 1, pickedUp: 2, revenueCents: 20450, partsSpendCents: 3000 };
    const reports = {
      bookingsPerDay: [{ bookings: 2 }, { bookings: 1 }],
      finishedPerWeek: [
        { ...week, week: '2026-03-02' },
        { ...week, week: '2026-03-09', partsSpendCents: 1650 },
      ],
      staleOrders: [{}],
    } as unknown as ReportsDto;
    expect(summary(reports)).toEqual({
      bookings: 3,
      finished: 2,
      pickedUp: 4,
      revenueCents: 40900,
      partsSpendCents: 4650,
      stale: 1,
    });
  });
});
