import {
  define,
  integer,
  min,
  nullable,
  optional,
  pattern,
  refine,
  size,
  string,
} from 'superstruct';
import type { Struct } from 'superstruct';

/**
 * Scalar building blocks shared by every payload schema. Refinements stay loose on purpose: the
 * schemas guard the wire format (types, shapes, formats), not the business rules.
 */

/** A field the platform may omit or send as null (.NET serialisers send null for unset values). */
export const optionalNullable = <T, S>(struct: Struct<T, S>): Struct<T | null | undefined, S> =>
  optional(nullable(struct));

/** A non-empty identifier (GUIDs, numeric ids as text, slugs). */
export const EntityIdSchema = size(string(), 1, 200);

const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** An ISO 8601 date-time with an explicit offset, e.g. 2026-03-01T14:30:00Z. */
export const IsoDateTimeSchema = refine(string(), 'IsoDateTime', (value) => {
  if (!ISO_DATE_TIME.test(value)) return 'Expected an ISO 8601 date-time with an offset';
  return !Number.isNaN(Date.parse(value)) || 'Expected a real calendar date-time';
});

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar date without time or zone (YYYY-MM-DD): dates of birth, due dates. */
export const IsoDateSchema = refine(
  string(),
  'IsoDate',
  (value) => ISO_DATE.test(value) || 'Expected a date as YYYY-MM-DD',
);

/** An amount of money in minor units (cents): a non-negative integer, never a float. */
export const CentsSchema = min(integer(), 0);

/** An IANA time-zone name such as America/New_York, Europe/London or UTC. */
export const TimeZoneSchema = pattern(
  string(),
  /^(?:UTC|GMT|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+){1,2})$/,
);

/** Something that looks like an e-mail address; the real check is the server's. */
export const EmailAddressSchema = pattern(string(), /^[^\s@]+@[^\s@]+\.[^\s@]+$/);

/** A US state or territory code (two capital letters) or a UK region code. */
export const RegionCodeSchema = pattern(string(), /^[A-Z]{2,3}$/);

/** An absolute http(s) URL. */
export const HttpUrlSchema = pattern(string(), /^https?:\/\/\S+$/);

/** A string holding JSON text (the CAT record's payload). */
export const JsonTextSchema = define<string>('JsonText', (value) => {
  if (typeof value !== 'string') return 'Expected a string of JSON text';
  try {
    JSON.parse(value);
    return true;
  } catch {
    return 'Expected valid JSON text';
  }
});

/** A refinement failure pointing at a child field, so the error path names the bad field. */
export const refinementFailureAt = (
  context: { readonly path: readonly unknown[] },
  key: string,
  message: string,
): { path: unknown[]; message: string } => ({ path: [...context.path, key], message });
