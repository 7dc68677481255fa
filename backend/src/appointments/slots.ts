/**
 * Booking slots (spec 9), as pure functions of the current instant and the shop's time zone: the
 * next 7 days starting tomorrow (shop calendar), Sundays skipped, a slot every 30 minutes from
 * 10:00, the last one starting before 19:00 Monday to Friday and before 18:00 Saturday. Nothing
 * here reads the server's own time zone: every wall-clock fact goes through Intl with `timeZone`.
 */

export const SLOT_MINUTES = 30;
export const BOOKING_WINDOW_DAYS = 7;
const OPENING_MINUTE = 10 * 60;
/** Closing minute by weekday (0 Sunday … 6 Saturday); null = closed. */
const CLOSING_MINUTE: readonly (number | null)[] = [
  null,
  19 * 60,
  19 * 60,
  19 * 60,
  19 * 60,
  19 * 60,
  18 * 60,
];

export interface LocalDateTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface Slot {
  /** The instant the slot starts. */
  start: Date;
  /** Shop calendar date, YYYY-MM-DD. */
  date: string;
  /** Shop wall-clock time, HH:mm (24 h). */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock reading of `instant` in `timeZone`. */
export function toLocal(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour % 24,
    minute: parts.minute,
    second: parts.second,
  };
}

/** Offset of `timeZone` from UTC at `instant`, in minutes (Chicago in winter: -360). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const l = toLocal(instant, timeZone);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60000);
}

/**
 * The instant at which the shop's clocks read the given wall time. Around a daylight-saving change
 * a skipped time maps forward and a repeated time maps to its first occurrence (shop hours never
 * touch either in the zones we serve, but the function stays total).
 */
export function fromLocal(
  local: Omit<LocalDateTime, 'second'> & { second?: number },
  timeZone: string,
): Date {
  const naive = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second ?? 0);
  const first = naive - offsetMinutes(new Date(naive), timeZone) * 60000;
  const second = naive - offsetMinutes(new Date(first), timeZone) * 60000;
  // Prefer the earlier instant that reads as the requested wall time.
  const candidates = [Math.min(first, second), Math.max(first, second)];
  for (const c of candidates) {
    const l = toLocal(new Date(c), timeZone);
    if (l.hour === local.hour && l.minute === local.minute && l.day === local.day) return new Date(c);
  }
  return new Date(Math.max(first, second));
}

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Calendar arithmetic on a date (no time zone involved). */
function addDays(
  y: number,
  m: number,
  d: number,
  days: number,
): { year: number; month: number; day: number; weekday: number } {
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    weekday: t.getUTCDay(),
  };
}

/**
 * The window depends only on the shop's date at `now` (every slot starts tomorrow or later), so it
 * is computed once per zone and shop date; callers get their own copy of the list.
 */
const windows = new Map<string, Slot[]>();

/** Every slot of the booking window as seen at `now` in the shop's `timeZone`, earliest first. */
export function generateSlots(now: Date, timeZone: string): Slot[] {
  const today = toLocal(now, timeZone);
  const key = `${timeZone} ${today.year}-${today.month}-${today.day}`;
  let slots = windows.get(key);
  if (!slots) {
    slots = computeWindow(today, timeZone);
    if (windows.size > 64) windows.clear();
    windows.set(key, slots);
  }
  return slots.map((slot) => ({ ...slot, start: new Date(slot.start.getTime()) }));
}

function computeWindow(today: LocalDateTime, timeZone: string): Slot[] {
  const slots: Slot[] = [];
  for (let offset = 1; offset <= BOOKING_WINDOW_DAYS; offset++) {
    const day = addDays(today.year, today.month, today.day, offset);
    const closing = CLOSING_MINUTE[day.weekday];
    if (closing === null) continue;
    for (let minute = OPENING_MINUTE; minute < closing; minute += SLOT_MINUTES) {
      const hour = Math.floor(minute / 60);
      const min = minute % 60;
      slots.push({
        start: fromLocal({ year: day.year, month: day.month, day: day.day, hour, minute: min }, timeZone),
        date: isoDate(day.year, day.month, day.day),
        time: `${pad(hour)}:${pad(min)}`,
      });
    }
  }
  return slots;
}

/** The slot of the current window that starts exactly at `instant`, if any (and it is in the future). */
export function findSlot(now: Date, timeZone: string, instant: Date): Slot | undefined {
  if (instant.getTime() <= now.getTime()) return undefined;
  return generateSlots(now, timeZone).find((s) => s.start.getTime() === instant.getTime());
}

/** Shop date and time of an instant, for answers and calendar files. */
export function describeInstant(instant: Date, timeZone: string): { date: string; time: string } {
  const l = toLocal(instant, timeZone);
  return { date: isoDate(l.year, l.month, l.day), time: `${pad(l.hour)}:${pad(l.minute)}` };
}
