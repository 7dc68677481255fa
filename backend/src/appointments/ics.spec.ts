import { buildIcs, escapeText, foldLine, transitions } from './ics.js';

const event = {
  uid: '3f1c7c1e-0000-4000-8000-000000000001@fixit.example',
  start: new Date('2026-03-09T15:00:00Z'),
  stamp: new Date('2026-03-03T18:00:00Z'),
  timeZone: 'America/Chicago',
  summary: 'Repair appointment: Apple iPhone 15, Screen',
  description: 'Booking reference: RB-7K4Q9M\nServices: Screen Repair; Battery',
  location: 'FixIt Shop, 1 Main St, Springfield',
  cancelled: false,
  sequence: 0,
  organizerName: 'FixIt Shop',
  organizerEmail: 'hello@fixit.example',
};

describe('buildIcs', () => {
  const ics = buildIcs(event);
  const lines = ics.split('\r\n');

  it('writes CRLF lines of at most 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('gives the local start with TZID and a VTIMEZONE of the real transitions', () => {
    expect(lines).toContain('DTSTART;TZID=America/Chicago:20260309T100000');
    expect(lines).toContain('DTEND;TZID=America/Chicago:20260309T103000');
    expect(lines).toContain('TZID:America/Chicago');
    const tz = ics.slice(ics.indexOf('BEGIN:VTIMEZONE'), ics.indexOf('END:VTIMEZONE'));
    expect(tz).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0600\r\nTZOFFSETTO:-0500\r\nEND:DAYLIGHT',
    );
    expect(tz).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0600\r\nEND:STANDARD',
    );
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('DTSTAMP:20260303T180000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
  });

  it('escapes text values', () => {
    expect(lines).toContain('SUMMARY:Repair appointment: Apple iPhone 15\\, Screen');
    expect(ics).toContain('Booking reference: RB-7K4Q9M\\nServices: Screen Repair\\; Battery');
    expect(escapeText('a\\b')).toBe('a\\\\b');
  });

  it('marks a cancelled booking', () => {
    expect(buildIcs({ ...event, cancelled: true, sequence: 1 })).toContain('STATUS:CANCELLED');
  });

  it('writes the revision as SEQUENCE, so a calendar takes a moved booking over its old copy', () => {
    expect(lines).toContain('SEQUENCE:0');
    expect(buildIcs({ ...event, sequence: 2 }).split('\r\n')).toContain('SEQUENCE:2');
  });

  it('folds long lines without splitting characters', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(100)}`);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((p, i) => (i === 0 ? p : p.slice(1)))
        .join(''),
    ).toBe(`DESCRIPTION:${'é'.repeat(100)}`);
  });

  it('writes a single STANDARD component for a zone without daylight time', () => {
    const tokyo = buildIcs({ ...event, timeZone: 'Asia/Tokyo' });
    expect(tokyo).toContain(
      'BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900',
    );
    expect(tokyo).toContain('DTSTART;TZID=Asia/Tokyo:20260310T000000');
    expect(transitions('Asia/Tokyo', new Date('2025-01-01'), new Date('2027-01-01'))).toEqual([]);
  });
});
