import { JOIN_EN_GB } from './join.enGB';
import { PASSWORDRESET_EN_GB } from './passwordReset.enGB';
import { INITIALSETUP_EN_GB } from './initialSetup.enGB';
import { MEMBERACCOUNT_EN_GB } from './memberAccount.enGB';
import { ACCOUNT_EN_GB } from './account.enGB';
import { APPOINTMENTS_EN_GB } from './appointments.enGB';
import { AUTH_EN_GB } from './auth.enGB';
import { AUTHPAGES_EN_GB } from './authPages.enGB';
import { BOOKING_EN_GB } from './booking.enGB';
import { CAT_EN_GB } from './cat.enGB';
import { CONSENT_EN_GB } from './consent.enGB';
import { SESSION_EN_GB } from './session.enGB';
import { DASHBOARD_EN_GB } from './dashboard.enGB';
import type { DeepPartial } from './deepPartial';
import type { ScanwiseTranslations } from './enUS';
import { OFFERS_EN_GB } from './offers.enGB';
import { PREPARATION_EN_GB } from './preparation.enGB';
import { SHELL_EN_GB } from './shell';
import { UPLOADS_EN_GB } from './uploads.enGB';
import { QUESTIONNAIRE_EN_GB } from './questionnaire.enGB';

/**
 * British English: only what differs from the base (US) language, spelling and date order.
 * A missing key falls back to the base language.
 */
export const EN_GB_TRANSLATIONS: DeepPartial<ScanwiseTranslations> = {
  auth: AUTH_EN_GB,
  authPages: AUTHPAGES_EN_GB,
  dashboard: DASHBOARD_EN_GB,
  account: ACCOUNT_EN_GB,
  join: JOIN_EN_GB,
  passwordReset: PASSWORDRESET_EN_GB,
  initialSetup: INITIALSETUP_EN_GB,
  memberAccount: MEMBERACCOUNT_EN_GB,
  uploads: UPLOADS_EN_GB,
  questionnaire: QUESTIONNAIRE_EN_GB,
  booking: BOOKING_EN_GB,
  cat: CAT_EN_GB,
  consent: CONSENT_EN_GB,
  session: SESSION_EN_GB,
  offers: OFFERS_EN_GB,
  appointments: APPOINTMENTS_EN_GB,
  preparation: PREPARATION_EN_GB,
  ...SHELL_EN_GB,
};
