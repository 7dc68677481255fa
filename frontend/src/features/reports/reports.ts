import type { ReportFigure, ReportsDto } from '../../api/staff';
import { formatMoney, formatMoneyTick } from '../../lib/money';

/** The figures with a CSV download (the server's names, in the path of each download). */
export type { ReportFigure };

export interface ReportRange {
  from: string;
  to: string;
}

/** A range that ends before it starts (dates as YYYY-MM-DD compare as text). */
export function isReversed(range: Partial<ReportRange>): boolean {
  return Boolean(range.from && range.to && range.to < range.from);
}

/** Cents in a column of figures: '$204.50', '$25.00'. */
export function dollars(cents: number): string {
  return formatMoney(cents / 100);
}

/** A chart's value in dollars, shown as money: 204.5 → '$204.50'; '' without one. */
export function chartDollars(value: number | null): string {
  return value === null ? '' : dollars(Math.round(value * 100));
}

/** The sum of a money column (integer cents). */
export function sumCents(values: number[]): number {
  return values.reduce((n, v) => n + v, 0);
}

/** Seconds as hours with at most one decimal: '27 h', '45.6 h'; '—' when there is no figure. */
export function hours(seconds: number | null): string {
  if (seconds === null) return '—';
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(seconds / 3600)} h`;
}

/** A rate from 0 to 1 as a percentage with at most one decimal: '87.5%', '100%'; '—' without one. */
export function percent(rate: number | null): string {
  if (rate === null) return '—';
  return new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** Seconds as a number of hours for a chart (one decimal), null kept. */
export function hoursValue(seconds: number | null): number | null {
  return seconds === null ? null : Math.round(seconds / 360) / 10;
}

/** A calendar day (YYYY-MM-DD) as 'Mar 2'; with the weekday: 'Mon, Mar 2'. */
export function shortDay(day: string, weekday = false): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...(weekday ? { weekday: 'short' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The first day of a month (YYYY-MM-01) as 'Mar 2026'. */
export function shortMonth(day: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** An hours axis's tick: '1,500', '0.5' (the axis says Hours). */
export function hourTick(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
}

/** A money axis's tick: whole dollars ('$1,200'), cents only where the scale has them ('$0.50'). */
export function moneyTick(value: number): string {
  return Number.isInteger(value) ? formatMoneyTick(value) : formatMoney(value);
}

/** The download of one figure's table as CSV, for the range shown. */
export function csvHref(figure: ReportFigure, range: ReportRange): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return `/api/admin/reports/${figure}/export.csv?${query.toString()}`;
}

/** The range's totals shown above the charts. */
export function summary(reports: ReportsDto) {
  const sum = (values: number[]) => values.reduce((n, v) => n + v, 0);
  return {
    bookings: sum(reports.bookingsPerDay.map((d) => d.bookings)),
    finished: sum(reports.finishedPerWeek.map((w) => w.finished)),
    pickedUp: sum(reports.finishedPerWeek.map((w) => w.pickedUp)),
    revenueCents: sum(reports.finishedPerWeek.map((w) => w.revenueCents)),
    partsSpendCents: sum(reports.finishedPerWeek.map((w) => w.partsSpendCents)),
    stale: reports.staleOrders.length,
  };
}
