import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing';
import {
  buildGoogleCalendarUrl,
  buildIcsFile,
  escapeIcsText,
  foldIcsLine,
  formatCalendarUtc,
  icsFileName,
  utf8ByteLength,
} from './index';

const start = Date.UTC(2026, 2, 2, 14, 0, 0);
const end = Date.UTC(2026, 2, 2, 15, 30, 0);

const queryOf = (url: string): Record<string, string> =>
  Object.fromEntries(
    (url.split('?')[1] ?? '').split('&').map((pair) => {
      const [k = '', v = ''] = pair.split('=');
      return [decodeURIComponent(k), decodeURIComponent(v)];
    }),
  );

describe('formatCalendarUtc', () => {
  it('UTC dates in the basic format YYYYMMDDTHHMMSSZ', () => {
    expect(formatCalendarUtc(start)).toBe('20260302T140000Z');
    expect(formatCalendarUtc(new Date(Date.UTC(999, 0, 1)))).toBe('09990101T000000Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 253_402_300_799_000 }), (ms) =>
        /^\d{8}T\d{6}Z$/.test(formatCalendarUtc(ms)),
      ),
    );
  });

  it('refuses invalid dates and years beyond four digits', () => {
    expect(() => formatCalendarUtc(Number.NaN)).toThrow(RangeError);
    expect(() => formatCalendarUtc(Date.UTC(10_000, 0, 1))).toThrow(RangeError);
  });
});

describe('buildGoogleCalendarUrl: "A calendar-link builder produces an add-to-calendar URL with title, location, UTC dates and details"', () => {
  it('carries title, location, UTC dates and details', () => {
    const url = buildGoogleCalendarUrl({
      title: 'Full body scan',
      start,
      end,
      location: '5th Ave, New York',
      details: 'Arrive 15 min early',
    });
    expect(url.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    expect(queryOf(url)).toEqual({
      action: 'TEMPLATE',
      text: 'Full body scan',
      dates: '20260302T140000Z/20260302T153000Z',
      details: 'Arrive 15 min early',
      location: '5th Ave, New York',
    });
  });

  it('"Calendar links default the event title to Appointment."', () => {
    expect(queryOf(buildGoogleCalendarUrl({ start, end })).text).toBe('Appointment');
    expect(queryOf(buildGoogleCalendarUrl({ title: '  ', start, end })).text).toBe('Appointment');
  });

  it('leaves out empty location and details; refuses an end before the start', () => {
    expect(Object.keys(queryOf(buildGoogleCalendarUrl({ start, end, location: '' })))).toEqual([
      'action',
      'text',
      'dates',
    ]);
    expect(() => buildGoogleCalendarUrl({ start: end, end: start })).toThrow(RangeError);
  });
});

describe('buildIcsFile: RFC 5545', () => {
  const clock = new FakeClock(Date.UTC(2026, 1, 20, 8, 5, 9));
  const ics = buildIcsFile(
    { title: 'Scan; heart, lungs', start, end, location: 'Room 1\nFloor 2', details: 'a\\b' },
    { now: clock.now(), uid: 'appt-42@scanwise' },
  );

  it('CRLF lines, ending with CRLF, no bare LF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Scanwise//Member App//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
  });

  it('UID, DTSTAMP taken from the passed now, DTSTART/DTEND in UTC', () => {
    expect(ics).toContain('\r\nUID:appt-42@scanwise\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20260220T080509Z\r\n');
    expect(ics).toContain('\r\nDTSTART:20260302T140000Z\r\nDTEND:20260302T153000Z\r\n');
  });

  it('escapes commas, semicolons, backslashes and newlines', () => {
    expect(ics).toContain('SUMMARY:Scan\\; heart\\, lungs\r\n');
    expect(ics).toContain('LOCATION:Room 1\\nFloor 2\r\n');
    expect(ics).toContain('DESCRIPTION:a\\\\b\r\n');
    expect(escapeIcsText('a\r\nb\rc')).toBe('a\\nb\\nc');
  });

  it('defaults the title to Appointment and derives a stable UID when none is given', () => {
    const a = buildIcsFile({ start, end }, { now: new Date(start) });
    const b = buildIcsFile({ start, end }, { now: new Date(start) });
    expect(a).toBe(b);
    expect(a).toContain('SUMMARY:Appointment\r\n');
    expect(a).toMatch(/\r\nUID:20260302T140000Z-[0-9a-f]{8}@scanwise\r\n/);
    expect(a).not.toContain('LOCATION');
  });

  it('line folding at 75 octets: no physical line longer, unfolding restores the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (details) => {
        const file = buildIcsFile({ start, end, details }, { now: start, uid: 'u' });
        const physical = file.split('\r\n');
        if (!physical.every((line) => utf8ByteLength(line) <= 75)) return false;
        const unfolded = file.replace(/\r\n /g, '');
        return details === '' || unfolded.includes(`DESCRIPTION:${escapeIcsText(details)}\r\n`);
      }),
    );
  });

  it('never splits a multi-byte character', () => {
    const folded = foldIcsLine('DESCRIPTION:' + '😀'.repeat(40));
    for (const line of folded.split('\r\n')) {
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
      expect(utf8ByteLength(line)).toBeLessThanOrEqual(75);
    }
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(utf8ByteLength('aé€😀')).toBe(1 + 2 + 3 + 4);
  });

  it('icsFileName', () => {
    expect(icsFileName()).toBe('Appointment.ics');
    expect(icsFileName('Scan: NYC/5th')).toBe('Scan- NYC-5th.ics');
  });
});
