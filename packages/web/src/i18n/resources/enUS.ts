import { JOIN_EN_US } from './join';
import { PASSWORDRESET_EN_US } from './passwordReset';
import { INITIALSETUP_EN_US } from './initialSetup';
import { MEMBERACCOUNT_EN_US } from './memberAccount';
import { ACCOUNT_EN_US } from './account';
import { APPOINTMENTS_EN_US } from './appointments';
import { AUTH_EN_US } from './auth';
import { AUTHPAGES_EN_US } from './authPages';
import { BOOKING_EN_US } from './booking';
import { CAT_EN_US } from './cat';
import { CONSENT_EN_US } from './consent';
import { SESSION_EN_US } from './session';
import { DASHBOARD_EN_US } from './dashboard';
import { QUESTIONNAIRE_EN_US } from './questionnaire';
import { OFFERS_EN_US } from './offers';
import { SHELL_EN_US } from './shell';
import { PREPARATION_EN_US } from './preparation';
import { UPLOADS_EN_US } from './uploads';

/**
 * US English: the base language ('en'). Every key lives here; en-GB overrides only what differs.
 * Keys are grouped by screen or primitive.
 */
export const EN_US_TRANSLATIONS = {
  // Screen areas, one module each (auth: the sign-in page's, which the callbacks share; authPages: the other auth pages'; dashboard; account flows).
  auth: AUTH_EN_US,
  authPages: AUTHPAGES_EN_US,
  dashboard: DASHBOARD_EN_US,
  account: ACCOUNT_EN_US,
  join: JOIN_EN_US,
  passwordReset: PASSWORDRESET_EN_US,
  initialSetup: INITIALSETUP_EN_US,
  memberAccount: MEMBERACCOUNT_EN_US,
  uploads: UPLOADS_EN_US,
  questionnaire: QUESTIONNAIRE_EN_US,
  booking: BOOKING_EN_US,
  cat: CAT_EN_US,
  consent: CONSENT_EN_US,
  session: SESSION_EN_US,
  offers: OFFERS_EN_US,
  appointments: APPOINTMENTS_EN_US,
  preparation: PREPARATION_EN_US,
  // The shell, navigation, shared states and primitives (./shell.ts).
  ...SHELL_EN_US,
};

/** The shape every locale's resources follow (en-GB as a partial of it). */
export type ScanwiseTranslations = typeof EN_US_TRANSLATIONS;
