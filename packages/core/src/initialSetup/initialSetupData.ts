import { boolean, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';

/**
 * "Initial setup data (session storage): email, code, hasPassword, optInEmailNotifications,
 * optInPhoneNotifications" (spec section 3). Every field may be missing: the data is filled in
 * steps (the e-mail link's query first, the opt-in choices later), and the set-password route
 * checks for a missing email or code itself. `code` is the e-mail link's one-time code, sent as
 * `passwordResetToken`. E-mail format is not checked here (the payload schema does it on send).
 */
export const InitialSetupDataSchema = type({
  email: optional(string()),
  code: optional(string()),
  hasPassword: optional(boolean()),
  optInEmailNotifications: optional(boolean()),
  optInPhoneNotifications: optional(boolean()),
});
export type InitialSetupData = Infer<typeof InitialSetupDataSchema>;

/** Setup data that holds both an email and a code: enough for the set-password screen. */
export type ReadyInitialSetupData = InitialSetupData & {
  readonly email: string;
  readonly code: string;
};

const isPresent = (value: string | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The route rule of spec section 2: "/initial-setup/set-password redirects home if email or code
 * is missing from the stored setup data". True when both are present (not blank).
 */
export function canSetPassword(data: InitialSetupData): data is ReadyInitialSetupData {
  return isPresent(data.email) && isPresent(data.code);
}
