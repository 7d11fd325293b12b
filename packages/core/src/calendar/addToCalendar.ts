import { buildQueryString } from '../http';

/** "Calendar links default the event title to Appointment." */
export const DEFAULT_CALENDAR_EVENT_TITLE = 'Appointment';

/** Google Calendar's event template endpoint. */
export const GOOGLE_CALENDAR_RENDER_URL = 'https://calendar.google.com/calendar/render';

/** The MIME type to serve or download the .ics text with. */
export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';

/** An event to add to a calendar. Times are instants: epoch milliseconds or Dates. */
export interface CalendarEventInput {
  /** Defaults to 'Appointment' when missing or blank. */
  readonly title?: string;
  readonly start: number | Date;
  readonly end: number | Date;
  readonly location?: string;
  /** Free text shown under the event (Google: details; iCalendar: DESCRIPTION). */
  readonly details?: string;
}

export interface IcsOptions {
  /** DTSTAMP: when the file is made, epoch ms (pass `clock.now()`). */
  readonly now: number | Date;
  /** A stable UID (e.g. the appointment id + `@scanwise`); derived from the event when absent. */
  readonly uid?: string;
  /** PRODID of the calendar; defaults to '-//Scanwise//Member App//EN'. */
  readonly productId?: string;
}

const toEpoch = (value: number | Date, field: string): number => {
  const ms = typeof value === 'number' ? value : value.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid calendar ${field}`);
  return ms;
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** An instant in the iCalendar/Google basic UTC format YYYYMMDDTHHMMSSZ (seconds truncated). */
export function formatCalendarUtc(value: number | Date): string {
  const date = new Date(toEpoch(value, 'date'));
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError('Calendar dates need a four-digit year');
  return (
    `${pad(year, 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

const titleOf = (event: CalendarEventInput): string => {
  const title = event.title?.trim();
  return title ? title : DEFAULT_CALENDAR_EVENT_TITLE;
};

const checkedTimes = (event: CalendarEventInput): { start: number; end: number } => {
  const start = toEpoch(event.start, 'start');
  const end = toEpoch(event.end, 'end');
  if (end < start) throw new RangeError('A calendar event cannot end before it starts');
  return { start, end };
};

/**
 * The add-to-calendar URL of spec section 7: "an add-to-calendar URL with title, location, UTC
 * dates and details". Empty location and details are left out.
 */
export function buildGoogleCalendarUrl(event: CalendarEventInput): string {
  const { start, end } = checkedTimes(event);
  const query = buildQueryString({
    action: 'TEMPLATE',
    text: titleOf(event),
    dates: `${formatCalendarUtc(start)}/${formatCalendarUtc(end)}`,
    details: event.details,
    location: event.location,
  });
  return `${GOOGLE_CALENDAR_RENDER_URL}?${query}`;
}

/** RFC 5545 TEXT escaping: backslash, semicolon, comma, and line breaks as `\n`. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const utf8Length = (codePoint: number): number =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** The UTF-8 size of a text in octets. */
export function utf8ByteLength(text: string): number {
  let total = 0;
  for (const char of text) total += utf8Length(char.codePointAt(0) ?? 0);
  return total;
}

/**
 * RFC 5545 section 3.1 folding: lines longer than 75 octets are split, never inside a
 * character, and each continuation starts with one space (which counts toward its 75 octets).
 * Returns the physical lines joined by CRLF.
 */
export function foldIcsLine(line: string, limit = 75): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const octets = utf8Length(char.codePointAt(0) ?? 0);
    if (size + octets > limit) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += octets;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** FNV-1a, 32 bits, as 8 hex digits: a stable, dependency-free fingerprint for derived UIDs. */
const fingerprint = (text: string): string => {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
};

/**
 * A one-event iCalendar file (RFC 5545): CRLF line ends, escaped text, folded lines, a UID and
 * a DTSTAMP taken from `options.now`. Pure: the same input gives the same text.
 */
export function buildIcsFile(event: CalendarEventInput, options: IcsOptions): string {
  const { start, end } = checkedTimes(event);
  const title = titleOf(event);
  const uid =
    options.uid ??
    `${formatCalendarUtc(start)}-${fingerprint(`${title}|${event.location ?? ''}|${end}`)}@scanwise`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.productId ?? '-//Scanwise//Member App//EN'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(uid)}`,
    `DTSTAMP:${formatCalendarUtc(options.now)}`,
    `DTSTART:${formatCalendarUtc(start)}`,
    `DTEND:${formatCalendarUtc(end)}`,
    `SUMMARY:${escapeIcsText(title)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.details) lines.push(`DESCRIPTION:${escapeIcsText(event.details)}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return lines.map((line) => foldIcsLine(line)).join('\r\n') + '\r\n';
}

/** A file name for the .ics download, e.g. 'Appointment.ics' (unsafe characters become '-'). */
export function icsFileName(title?: string): string {
  const base = (title?.trim() || DEFAULT_CALENDAR_EVENT_TITLE).replace(/[^A-Za-z0-9 _.-]+/g, '-');
  return `${base}.ics`;
}
