/**
 * The shop's opening hours as the shop's one hours setting says them (shop.config.json `hours`,
 * the rows the footer, the tracking page and the e-mails show: `{ days: 'Monday - Friday', hours:
 * '10:00 AM - 7:00 PM' }`, a day or a range of days, `Closed` for none), read once at start into
 * weekly opening times (schema.org's openingHoursSpecification is made from them). A row that
 * does not read so stops the start with a message naming it.
 */

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The days of one row open at the same times, `opens` and `closes` as HH:mm (24 h). */
export interface OpeningHours {
  days: Weekday[];
  opens: string;
  closes: string;
}

const TIME = /^(1[0-2]|0?[1-9]):([0-5]\d)\s*(AM|PM)$/i;

function time24(text: string): string | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  const hour = (Number(m[1]) % 12) + (m[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${m[2]}`;
}

function days(text: string): Weekday[] | null {
  const [from, to, ...rest] = text.split(/\s+(?:-|–|to)\s+/).map((d) => d.trim());
  const start = WEEKDAYS.indexOf(from as Weekday);
  const end = to === undefined ? start : WEEKDAYS.indexOf(to as Weekday);
  if (rest.length || start < 0 || end < 0) return null;
  const out: Weekday[] = [];
  for (let i = start; ; i = (i + 1) % 7) {
    out.push(WEEKDAYS[i]!);
    if (i === end) return out;
  }
}

/** The opening hours of the rows, or the problems found (each naming its row). */
export function parseShopHours(rows: { days: string; hours: string }[]): OpeningHours[] | string[] {
  const problems: string[] = [];
  const open: OpeningHours[] = [];
  const seen = new Set<Weekday>();
  for (const row of rows) {
    const which = days(row.days);
    if (!which) {
      problems.push(`shop hours: "${row.days}" is not a day or a range of days (e.g. Monday - Friday)`);
      continue;
    }
    for (const day of which) {
      if (seen.has(day)) problems.push(`shop hours: ${day} is named twice`);
      seen.add(day);
    }
    if (/^closed$/i.test(row.hours.trim())) continue;
    const [from, to, ...rest] = row.hours.split(/\s+(?:-|–|to)\s+/);
    const opens = from ? time24(from) : null;
    const closes = to ? time24(to) : null;
    if (rest.length || !opens || !closes || closes <= opens)
      problems.push(
        `shop hours: "${row.hours}" (${row.days}) is not Closed or a time range (e.g. 10:00 AM - 7:00 PM)`,
      );
    else open.push({ days: which, opens, closes });
  }
  return problems.length ? problems : open;
}
