import { describeInstant, fromLocal } from './slots.js';

/** Calendar days (YYYY-MM-DD) of the shop and the instants they start at. */

/** Days outside these are refused as filters (and keep the date arithmetic in four-digit years). */
export const FIRST_DAY = '1970-01-01';
export const LAST_DAY = '2999-12-31';

/** The date parts of YYYY-MM-DD if it names a real calendar day. */
export function parseDay(value: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(year, month - 1, day));
  if (t.getUTCFullYear() !== year || t.getUTCMonth() !== month - 1 || t.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const p = parseDay(day)!;
  return new Date(Date.UTC(p.year, p.month - 1, p.day + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from `a` to `b`. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The instant the shop's clocks read 00:00 on `day`. */
export function startOfDay(day: string, timeZone: string): Date {
  const p = parseDay(day)!;
  return fromLocal({ ...p, hour: 0, minute: 0 }, timeZone);
}

/** The shop's calendar day at `instant`. */
export function shopDay(instant: Date, timeZone: string): string {
  return describeInstant(instant, timeZone).date;
}
