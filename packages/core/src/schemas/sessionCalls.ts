import { integer, literal, min, number, size, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { bodyless, call, json, noQuery, type CallDefinition } from './callDefinition';
import { CurrencySchema, MetaConversionEventNameSchema } from './enums';
import { MemberSchema } from './member';
import { EntityIdSchema, HttpUrlSchema, optionalNullable } from './primitives';

/**
 * POST /api/tracking/meta: a server-side conversion event (spec: "Fields not shown"). Designed
 * after the Conversions API: event name, a deduplication id shared with the browser pixel, the
 * time in Unix seconds and the page; value and currency for purchases.
 */
export const MetaConversionEventSchema = type({
  eventName: MetaConversionEventNameSchema,
  eventId: EntityIdSchema,
  eventTime: min(integer(), 0),
  eventSourceUrl: HttpUrlSchema,
  actionSource: literal('website'),
  value: optionalNullable(min(number(), 0)),
  currency: optionalNullable(CurrencySchema),
  fbp: optionalNullable(string()),
  fbc: optionalNullable(string()),
});
export type MetaConversionEvent = Infer<typeof MetaConversionEventSchema>;

/** POST /members/connect/logout: form-encoded, spec "id_token_hint (the id token)". */
export const IdentityLogoutFormSchema = type({
  id_token_hint: size(string(), 1, 10_000),
});
export type IdentityLogoutForm = Infer<typeof IdentityLogoutFormSchema>;

/**
 * The calls the session part of the core makes (the member load after sign-in, the identity
 * logout, the conversion of a page view): named on their own so the session can use them
 * without the rest of the catalogue (a first page that carries only these).
 */
export const MEMBER_GET_CALL = call({
  method: 'GET',
  path: '/members',
  auth: 'bearer',
  ...bodyless,
  ...noQuery,
  response: MemberSchema,
  successStatus: 200,
  description: 'GET members: the member load. Data on success, otherwise nothing.',
});
export const TRACKING_META_CONVERSION_CALL = call({
  method: 'POST',
  path: '/api/tracking/meta',
  auth: 'none',
  ...json,
  ...noQuery,
  request: MetaConversionEventSchema,
  response: undefined,
  successStatus: 204,
  description: 'POST /api/tracking/meta: a conversion event, sent in production only.',
});
export const IDENTITY_LOGOUT_CALL = call({
  method: 'POST',
  path: '/members/connect/logout',
  auth: 'bearer',
  host: 'identity',
  encoding: 'form',
  ...noQuery,
  request: IdentityLogoutFormSchema,
  response: undefined,
  successStatus: 200,
  description:
    'POST /members/connect/logout: form-encoded id_token_hint with bearer. Fire-and-forget.',
});

/** The session part's calls, keyed like CALLS. */
export const SESSION_CALLS = {
  memberGet: MEMBER_GET_CALL,
  trackingMetaConversion: TRACKING_META_CONVERSION_CALL,
  identityLogout: IDENTITY_LOGOUT_CALL,
} as const satisfies Partial<Record<string, CallDefinition>>;
