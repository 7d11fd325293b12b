import { array, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { optionalNullable } from './primitives';

/**
 * The platform's error body for every non-2xx answer: a stable machine code, a human message,
 * and for invalid payloads the path of the bad field (the same shape `validatePayload` returns).
 */
export const ApiErrorSchema = type({
  code: string(),
  message: string(),
  path: optionalNullable(array(string())),
});
export type ApiError = Infer<typeof ApiErrorSchema>;

/** A code the platform answers in an error body (PLATFORM_ERROR_CODES says what each means). */
export type PlatformErrorCode =
  | 'invalid_payload'
  | 'invalid_json'
  | 'read_only_field'
  | 'unknown_field'
  | 'unauthorized'
  | 'invalid_token'
  | 'not_found'
  | 'unknown_reference'
  | 'email_taken'
  | 'terms_not_accepted'
  | 'invalid_code'
  | 'password_required'
  | 'slot_unavailable'
  | 'appointment_overlap'
  | 'already_scheduled'
  | 'appointment_closed'
  | 'booking_code_mismatch'
  | 'already_paid'
  | 'invalid_promo_code'
  | 'no_pending_charge'
  | 'payment_not_confirmed'
  | 'no_partner_offer'
  | 'not_mammography'
  | 'size_mismatch'
  | 'length_required'
  | 'too_large'
  | 'invalid_response'
  | 'server_error'
  | 'injected_fault';

/**
 * Every code the platform answers in an error body, with what it means. Clients branch on these
 * codes, never on messages; the platform answers no other.
 */
export const PLATFORM_ERROR_CODES: Readonly<Record<PlatformErrorCode, string>> = {
  invalid_payload: 'A body or query failed its schema; `path` names the field.',
  invalid_json: 'The body is not JSON.',
  read_only_field:
    'The body changes a field the member may not change (e-mail, id, terms date); `path` names it.',
  unknown_field: 'The body has a field the call does not take; `path` names it.',
  unauthorized: 'The call needs a bearer access token.',
  invalid_token: "The access token, or an e-mailed link's token, is invalid or has expired.",
  not_found: "No such resource for this member (another member's data answers this too).",
  unknown_reference:
    'The body names a package, center, add-on, offer or partner that does not exist or does not apply.',
  email_taken: 'An account with this e-mail already exists.',
  terms_not_accepted: 'Initial setup needs the terms accepted.',
  invalid_code: 'The e-mailed code is wrong or has expired.',
  password_required: 'Initial setup needs a password for an account without one.',
  slot_unavailable: 'The center cannot take that time.',
  appointment_overlap: 'The member already has an appointment at an overlapping time.',
  already_scheduled: 'The encounter already has an appointment.',
  appointment_closed: 'The appointment is cancelled, completed or missed: it cannot change.',
  booking_code_mismatch: 'The booking code does not match the appointment.',
  already_paid: 'The encounter or invoice is already paid.',
  invalid_promo_code: 'The promo code is unknown, expired or does not apply.',
  no_pending_charge: 'There is no pending charge to complete for this package.',
  payment_not_confirmed:
    "The pending charge's card payment has not succeeded at the card provider, so it cannot be completed.",
  no_partner_offer: 'The member has no partner offer to associate.',
  not_mammography: 'Uploads are for mammography encounters.',
  size_mismatch: 'The uploaded bytes differ from the registered size.',
  length_required: 'A resumable upload must declare its length.',
  too_large: 'The upload is over the size limit.',
  invalid_response: "The platform's own answer broke its contract.",
  server_error: 'The platform failed to answer.',
  injected_fault: 'A fault injected by the test controls.',
};
