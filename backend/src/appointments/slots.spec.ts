import { transformSync } from '@swc/core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describeInstant, findSlot, fromLocal, generateSlots, offsetMinutes, toLocal } from './slots.js';

const CHICAGO = 'America/Chicago';
const iso = (d: Date) => d.toISOString();

function byDate(slots: ReturnType<typeof generateSlots>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const s of slots) (out[s.date] ??= []).push(s.time);
  return out;
}

const WEEKDAY_TIMES = Array.from(
  { length: 18 },
  (_, i) => `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
const SATURDAY_TIMES = WEEKDAY_TIMES.slice(0, 16);

describe('generateSlots (shop in America/Chicago)', () => {
  it.each([
    {
      name: 'a Tuesday noon: Wednesday to next Tuesday, Sunday skipped',
      now: '2026-03-03T18:00:00Z',
      dates: ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-09', '2026-03-10'],
    },
    {
      name: 'a Saturday evening: Sunday is tomorrow and skipped',
      now: '2026-03-08T05:30:00Z', // Saturday 7 March, 23:30 in Chicago (already Sunday in UTC)
      dates: ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'],
    },
    {
      name: 'a Sunday: Monday to Saturday',
      now: '2026-06-14T15:00:00Z',
      dates: ['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-20'],
    },
    {
      name: 'a Friday morning just after midnight',
      now: '2026-06-19T05:01:00Z', // Friday 00:01 CDT
      dates: ['2026-06-20', '2026-06-22', '2026-06-23', '2026-06-24', '2026-06-25', '2026-06-26'],
    },
  ])('$name', ({ now, dates }) => {
    const grouped = byDate(generateSlots(new Date(now), CHICAGO));
    expect(Object.keys(grouped)).toEqual(dates);
    for (const date of dates) {
      const saturday = new Date(`${date}T12:00:00Z`).getUTCDay() === 6;
      expect(grouped[date]).toEqual(saturday ? SATURDAY_TIMES : WEEKDAY_TIMES);
    }
  });

  it('starts at 10:00 and ends before 19:00 on weekdays and before 18:00 on Saturdays', () => {
    const slots = generateSlots(new Date('2026-03-03T18:00:00Z'), CHICAGO);
    expect(slots).toHaveLength(5 * 18 + 16);
    expect(iso(slots[0].start)).toBe('2026-03-04T16:00:00.000Z'); // Wed 10:00 CST
    const saturday = slots.filter((s) => s.date === '2026-03-07');
    expect(iso(saturday[saturday.length - 1].start)).toBe('2026-03-07T23:30:00.000Z'); // Sat 17:30 CST
    const friday = slots.filter((s) => s.date === '2026-03-06');
    expect(iso(friday[friday.length - 1].start)).toBe('2026-03-07T00:30:00.000Z'); // Fri 18:30 CST
  });

  it('moves the UTC instants by one hour across the spring change (Sunday 2026-03-08)', () => {
    const slots = generateSlots(new Date('2026-03-06T18:00:00Z'), CHICAGO);
    const at = (date: string, time: string) =>
      iso(slots.find((s) => s.date === date && s.time === time)!.start);
    expect(at('2026-03-07', '10:00')).toBe('2026-03-07T16:00:00.000Z'); // CST, UTC-6
    expect(at('2026-03-09', '10:00')).toBe('2026-03-09T15:00:00.000Z'); // CDT, UTC-5
    expect(at('2026-03-09', '18:30')).toBe('2026-03-09T23:30:00.000Z');
    expect(slots.some((s) => s.date === '2026-03-08')).toBe(false);
  });

  it('moves the UTC instants back by one hour across the autumn change (Sunday 2026-11-01)', () => {
    const slots = generateSlots(new Date('2026-10-30T15:00:00Z'), CHICAGO);
    const at = (date: string, time: string) =>
      iso(slots.find((s) => s.date === date && s.time === time)!.start);
    expect(at('2026-10-31', '10:00')).toBe('2026-10-31T15:00:00.000Z'); // CDT
    expect(at('2026-10-31', '17:30')).toBe('2026-10-31T22:30:00.000Z');
    expect(at('2026-11-02', '10:00')).toBe('2026-11-02T16:00:00.000Z'); // CST
    expect(slots.some((s) => s.date === '2026-11-01')).toBe(false);
  });

  it('is correct when "now" is in the middle of the repeated hour of the autumn change', () => {
    // 01:30 CST on 2026-11-01 (the second 01:30 of that night): today is Sunday, tomorrow Monday.
    const slots = generateSlots(new Date('2026-11-01T07:30:00Z'), CHICAGO);
    expect(slots[0].date).toBe('2026-11-02');
    expect(iso(slots[0].start)).toBe('2026-11-02T16:00:00.000Z');
  });
});

describe('findSlot', () => {
  const now = new Date('2026-03-03T18:00:00Z');
  it('accepts exactly the offered instants', () => {
    expect(findSlot(now, CHICAGO, new Date('2026-03-04T16:00:00Z'))?.time).toBe('10:00');
    expect(findSlot(now, CHICAGO, new Date('2026-03-04T16:15:00Z'))).toBeUndefined(); // not on the half hour
    expect(findSlot(now, CHICAGO, new Date('2026-03-04T15:30:00Z'))).toBeUndefined(); // 09:30, before opening
    expect(findSlot(now, CHICAGO, new Date('2026-03-03T20:00:00Z'))).toBeUndefined(); // today
    expect(findSlot(now, CHICAGO, new Date('2026-03-11T16:00:00Z'))).toBeUndefined(); // 8 days ahead
    expect(findSlot(now, CHICAGO, new Date('2026-03-08T16:00:00Z'))).toBeUndefined(); // Sunday
  });
});

describe('wall-clock conversions', () => {
  it('round-trips local times and knows the offsets on both sides of a change', () => {
    expect(offsetMinutes(new Date('2026-03-08T07:59:00Z'), CHICAGO)).toBe(-360);
    expect(offsetMinutes(new Date('2026-03-08T08:00:00Z'), CHICAGO)).toBe(-300);
    expect(iso(fromLocal({ year: 2026, month: 3, day: 8, hour: 3, minute: 0 }, CHICAGO))).toBe(
      '2026-03-08T08:00:00.000Z',
    );
    // 02:30 does not exist that night: it maps forward into daylight time.
    expect(
      toLocal(fromLocal({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, CHICAGO), CHICAGO).hour,
    ).toBe(3);
    // 01:30 happens twice on 1 November: the first (daylight) one is chosen.
    expect(iso(fromLocal({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, CHICAGO))).toBe(
      '2026-11-01T06:30:00.000Z',
    );
    expect(describeInstant(new Date('2026-11-02T16:00:00Z'), CHICAGO)).toEqual({
      date: '2026-11-02',
      time: '10:00',
    });
  });

  it('holds for any instant and shop zone: slots read as their labels, 30 min apart, in the future', () => {
    const zones = [
      'America/Chicago',
      'America/New_York',
      'Europe/London',
      'Australia/Sydney',
      'Asia/Kolkata',
      'Pacific/Chatham',
      'America/Santiago',
    ];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (now, zone) => {
          const slots = generateSlots(now, zone);
          expect(Object.keys(byDate(slots))).toHaveLength(6);
          const problems: string[] = [];
          slots.forEach((s, i) => {
            if (s.start.getTime() <= now.getTime()) problems.push(`${s.date} ${s.time} is not in the future`);
            const local = describeInstant(s.start, zone);
            if (local.date !== s.date || local.time !== s.time)
              problems.push(`${iso(s.start)} reads ${local.date} ${local.time}, not ${s.date} ${s.time}`);
            if (new Date(`${s.date}T12:00:00Z`).getUTCDay() === 0) problems.push(`${s.date} is a Sunday`);
            const next = slots[i + 1];
            if (next?.date === s.date && next.start.getTime() - s.start.getTime() !== 30 * 60000)
              problems.push(`${s.date} ${s.time}: next slot not 30 min later`);
          });
          expect(problems).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('independence from the server time zone', () => {
  it('gives the same slots when the process runs in another zone', () => {
    // slots.ts has no imports: compile it alone and run it in child processes with other TZ values.
    const here = dirname(fileURLToPath(import.meta.url));
    const { code } = transformSync(readFileSync(join(here, 'slots.ts'), 'utf8'), {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    });
    const dir = mkdtempSync(join(tmpdir(), 'slots-tz-'));
    try {
      writeFileSync(join(dir, 'slots.mjs'), code);
      writeFileSync(
        join(dir, 'run.mjs'),
        `import { generateSlots } from './slots.mjs';
         const out = ['2026-03-06T18:00:00Z', '2026-03-08T05:30:00Z', '2026-10-30T15:00:00Z'].map((n) =>
           generateSlots(new Date(n), 'America/Chicago').map((s) => s.start.toISOString() + ' ' + s.date + ' ' + s.time));
         console.log(JSON.stringify({ tz: Intl.DateTimeFormat().resolvedOptions().timeZone, offset: new Date('2026-03-07T12:00:00Z').getTimezoneOffset(), out }));`,
      );
      const run = (tz: string) =>
        JSON.parse(
          execFileSync(process.execPath, [join(dir, 'run.mjs')], {
            env: { ...process.env, TZ: tz },
          }).toString(),
        );
      const expected = ['2026-03-06T18:00:00Z', '2026-03-08T05:30:00Z', '2026-10-30T15:00:00Z'].map((n) =>
        generateSlots(new Date(n), CHICAGO).map((s) => `${s.start.toISOString()} ${s.date} ${s.time}`),
      );
      for (const tz of ['UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/Berlin']) {
        const result = run(tz);
        expect(result.tz).toBe(tz); // the child really ran in that zone
        expect(result.out).toEqual(expected);
      }
      expect(run('Asia/Tokyo').offset).toBe(-540);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
