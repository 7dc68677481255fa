import { BACK_OFFICE_TEXT } from './text';
/**
 * Pure rules of the appointments screen: labels of statuses and status changes,
 * and dates in the shop's time zone (the server sends each appointment's shop-time `day`).
 */

import type { AppointmentStatus } from '../../api';

/** The life cycle of an appointment, in order (the server decides which changes are allowed). */
export const APPOINTMENT_STATUSES: readonly AppointmentStatus[] = [
  'scheduled',
  'confirmed',
  'checked_in',
  'cancelled',
  'no_show',
];

const STATUS_LABELS: Record<string, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** The button that moves an appointment to a status. */
const ACTION_LABELS: Record<string, string> = {
  confirmed: 'Confirm',
  checked_in: 'Check in',
  cancelled: 'Cancel',
  no_show: 'No-show',
};

/** The toast after a change to a status. */
const DONE_LABELS: Record<string, string> = {
  confirmed: 'Appointment confirmed',
  checked_in: 'Checked in',
  cancelled: 'Appointment cancelled',
  no_show: 'Marked as no-show',
  scheduled: 'Appointment scheduled',
};

/** "checked_in" → "Checked in" for a status this screen does not know yet. */
function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : value;
}

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? humanize(status);
}

export function actionLabel(toStatus: string): string {
  return ACTION_LABELS[toStatus] ?? humanize(toStatus);
}

export function doneLabel(toStatus: string): string {
  return DONE_LABELS[toStatus] ?? `Status changed to ${statusLabel(toStatus)}`;
}

/** The transitions in life-cycle order, cancelling last (it is the destructive one). */
export function orderedTransitions<S extends string>(allowed: readonly S[]): S[] {
  const rank = (s: string) =>
    s === 'cancelled' ? 100 : APPOINTMENT_STATUSES.indexOf(s as AppointmentStatus);
  return [...allowed].sort((a, b) => rank(a) - rank(b));
}

/** A YYYY-MM-DD date as a wall-clock instant (midnight UTC), so formatting never shifts its day. */
function wallDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** YYYY-MM-DD `days` later (or earlier when negative). */
export function addDays(day: string, days: number): string {
  const date = wallDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day as "Sunday, November 22" (with the year when it is not the year of `today`). */
export function formatDayDate(day: string, today: string): string {
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(wallDate(day));
}

/** The heading of one day: "Today — Sunday, November 22", "Tomorrow — …", "Yesterday — …", or the date alone. */
export function formatDayHeading(day: string, today: string): string {
  const date = formatDayDate(day, today);
  const relative =
    day === today
      ? 'Today'
      : day === addDays(today, 1)
        ? 'Tomorrow'
        : day === addDays(today, -1)
          ? 'Yesterday'
          : null;
  return relative ? `${relative} — ${date}` : date;
}

/** The time of an instant on the shop's clock: "10:30 AM". */
export function formatShopTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** Date and time of an instant on the shop's clock: "Nov 22, 2025, 10:30 AM". */
export function formatShopDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** The date of an instant on the shop's clock: "Nov 22, 2025". */
export function formatShopDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));
}

export interface DayGroup<T> {
  day: string;
  items: T[];
}

/** Appointments grouped by their shop-time day, days ascending, each day by start time. */
export function groupByDay<T extends { day: string; startsAt: string }>(items: readonly T[]): DayGroup<T>[] {
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    const list = byDay.get(item.day);
    if (list) list.push(item);
    else byDay.set(item.day, [item]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, list]) => ({
      day,
      items: [...list].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
    }));
}

export { formatPhone, mailtoHref, telHref } from '../../lib/format';

/** "Jane Doe" */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** True when `from` and `to` (YYYY-MM-DD, either may be empty) make a range the server accepts. */
export function isDateRange(from: string, to: string): boolean {
  return !from || !to || from <= to;
}

/** The statuses an appointment never leaves: a change to one of them is asked first. */
export const FINAL_STATUSES = ['cancelled', 'no_show'] as const;
export type FinalStatus = (typeof FINAL_STATUSES)[number];

export function isFinalStatus(status: string): status is FinalStatus {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}

/** What the question before a final change says, and its buttons. */
export function finalChangeText(
  status: FinalStatus,
  reference: string,
  name: string,
  when: string,
): { title: string; message: string; keep: string; confirm: string; saving: string } {
  const TEXT = BACK_OFFICE_TEXT.appointments;
  if (status === 'cancelled')
    return {
      title: TEXT.cancelTitle(reference),
      message: TEXT.cancelMessage(name, when),
      keep: TEXT.keep,
      confirm: TEXT.confirmCancel,
      saving: TEXT.cancelling,
    };
  return {
    title: TEXT.noShowTitle(reference),
    message: TEXT.noShowMessage(name, when),
    keep: TEXT.keep,
    confirm: TEXT.confirmNoShow,
    saving: TEXT.saving,
  };
}
