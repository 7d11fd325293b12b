export {
  DEFAULT_CALENDAR_EVENT_TITLE,
  GOOGLE_CALENDAR_RENDER_URL,
  ICS_MIME_TYPE,
  buildGoogleCalendarUrl,
  buildIcsFile,
  escapeIcsText,
  foldIcsLine,
  formatCalendarUtc,
  icsFileName,
  utf8ByteLength,
  type CalendarEventInput,
  type IcsOptions,
} from './addToCalendar';
