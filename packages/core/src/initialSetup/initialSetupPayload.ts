import type { InitialSetupRequest } from '../schemas/requests';
import type { ReadyInitialSetupData } from './initialSetupData';

/** What the screens add to the stored setup data to build the initial-setup call. */
export interface InitialSetupPayloadInput {
  /** The member accepted the terms of service and privacy notice. */
  readonly legal: boolean;
  /** The browser's IANA time zone (from the caller: core reads no environment). */
  readonly timeZone: string;
  /** The password chosen on the set-password screen; absent when the member has one already. */
  readonly newPassword?: string | undefined;
}

/**
 * The body of POST members initial-setup, spec section 3: "Initial setup payload: legal, email,
 * newPassword, passwordResetToken, timeZone, optInEmailNotifications, optInPhoneNotifications".
 * passwordResetToken is the stored code. newPassword is sent only when given (a member with
 * hasPassword true keeps the password they have); opt-ins not chosen are false.
 */
export function buildInitialSetupPayload(
  data: ReadyInitialSetupData,
  input: InitialSetupPayloadInput,
): InitialSetupRequest {
  return {
    legal: input.legal,
    email: data.email,
    ...(input.newPassword === undefined || input.newPassword === ''
      ? {}
      : { newPassword: input.newPassword }),
    passwordResetToken: data.code,
    timeZone: input.timeZone,
    optInEmailNotifications: data.optInEmailNotifications ?? false,
    optInPhoneNotifications: data.optInPhoneNotifications ?? false,
  };
}

/** Whether the set-password step is needed: the e-mail link said the member has no password. */
export function initialSetupNeedsPassword(data: ReadyInitialSetupData): boolean {
  return data.hasPassword !== true;
}
