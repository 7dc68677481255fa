import { offsetMinutes, SLOT_MINUTES, toLocal } from './slots.js';

/**
 * An iCalendar (RFC 5545) file for one booking: times in the shop's zone with TZID and a
 * VTIMEZONE built from the zone's real transitions around the event, a stable UID, CRLF lines
 * folded at 75 octets.
 */
export interface CalendarEvent {
  uid: string;
  start: Date;
  /** When the booking was made (DTSTAMP). */
  stamp: Date;
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  cancelled: boolean;
  /** Revision of the event (SEQUENCE): raised by every change a calendar must take over the old copy. */
  sequence: number;
  organizerName: string;
  organizerEmail: string;
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');

function localStamp(instant: Date, timeZone: string): string {
  const l = toLocal(instant, timeZone);
  return `${l.year}${pad(l.month)}${pad(l.day)}T${pad(l.hour)}${pad(l.minute)}${pad(l.second)}`;
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function offsetText(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/** Escapes a TEXT value (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8 safe). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

interface Transition {
  at: Date;
  from: number;
  to: number;
}

/** Offset changes of `timeZone` between `from` and `to`, to the minute. */
export function transitions(timeZone: string, from: Date, to: Date): Transition[] {
  const found: Transition[] = [];
  const step = 12 * 3600_000; // offsets never change twice within 12 hours
  let prevT = from.getTime();
  let prev = offsetMinutes(from, timeZone);
  for (let t = prevT + step; t <= to.getTime(); t += step) {
    const off = offsetMinutes(new Date(t), timeZone);
    if (off !== prev) {
      let lo = prevT;
      let hi = t;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (offsetMinutes(new Date(mid), timeZone) === prev) lo = mid;
        else hi = mid;
      }
      found.push({ at: new Date(hi), from: prev, to: off });
      prev = off;
    }
    prevT = t;
  }
  return found;
}

/** VTIMEZONE blocks already built, by zone and instant (scanning a zone's transitions is costly). */
const vtimezones = new Map<string, string[]>();

function vtimezone(timeZone: string, around: Date): string[] {
  const key = `${timeZone} ${around.getTime()}`;
  let lines = vtimezones.get(key);
  if (!lines) {
    lines = buildVtimezone(timeZone, around);
    if (vtimezones.size > 1000) vtimezones.clear();
    vtimezones.set(key, lines);
  }
  return [...lines];
}

function buildVtimezone(timeZone: string, around: Date): string[] {
  const year = 365 * 24 * 3600_000;
  const list = transitions(timeZone, new Date(around.getTime() - year), new Date(around.getTime() + year));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (list.length === 0) {
    const off = offsetText(offsetMinutes(around, timeZone));
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${off}`,
      `TZOFFSETTO:${off}`,
      'END:STANDARD',
    );
  }
  for (const tr of list) {
    const kind = tr.to > tr.from ? 'DAYLIGHT' : 'STANDARD';
    // DTSTART of an onset is the local time before the change (RFC 5545 3.6.5).
    const localBefore = utcStamp(new Date(tr.at.getTime() + tr.from * 60000)).replace('Z', '');
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localBefore}`,
      `TZOFFSETFROM:${offsetText(tr.from)}`,
      `TZOFFSETTO:${offsetText(tr.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

export function buildIcs(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + SLOT_MINUTES * 60000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(event.organizerName)}//Repair booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezone(event.timeZone, event.start),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(event.start, event.timeZone)}`,
    `DTEND;TZID=${event.timeZone}:${localStamp(end, event.timeZone)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `ORGANIZER;CN=${escapeText(event.organizerName).replace(/[":;,]/g, '')}:mailto:${event.organizerEmail}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${event.sequence}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
