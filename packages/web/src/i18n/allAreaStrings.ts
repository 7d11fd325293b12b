import { ACCOUNT_EN_US } from './resources/account';
import { ACCOUNT_EN_GB } from './resources/account.enGB';
import { AUTH_EN_US } from './resources/auth';
import { AUTH_EN_GB } from './resources/auth.enGB';
import { AUTHPAGES_EN_US } from './resources/authPages';
import { AUTHPAGES_EN_GB } from './resources/authPages.enGB';
import { APPOINTMENTS_EN_US } from './resources/appointments';
import { APPOINTMENTS_EN_GB } from './resources/appointments.enGB';
import { BOOKING_EN_US } from './resources/booking';
import { BOOKING_EN_GB } from './resources/booking.enGB';
import { CAT_EN_US } from './resources/cat';
import { CAT_EN_GB } from './resources/cat.enGB';
import { CONSENT_EN_US } from './resources/consent';
import { CONSENT_EN_GB } from './resources/consent.enGB';
import { DASHBOARD_EN_US } from './resources/dashboard';
import { DASHBOARD_EN_GB } from './resources/dashboard.enGB';
import { SESSION_EN_US } from './resources/session';
import { SESSION_EN_GB } from './resources/session.enGB';
import { OFFERS_EN_US } from './resources/offers';
import { OFFERS_EN_GB } from './resources/offers.enGB';
import { QUESTIONNAIRE_EN_US } from './resources/questionnaire';
import { QUESTIONNAIRE_EN_GB } from './resources/questionnaire.enGB';
import { PREPARATION_EN_US } from './resources/preparation';
import { PREPARATION_EN_GB } from './resources/preparation.enGB';
import { UPLOADS_EN_US } from './resources/uploads';
import { UPLOADS_EN_GB } from './resources/uploads.enGB';
import { JOIN_EN_US } from './resources/join';
import { JOIN_EN_GB } from './resources/join.enGB';
import { PASSWORDRESET_EN_US } from './resources/passwordReset';
import { PASSWORDRESET_EN_GB } from './resources/passwordReset.enGB';
import { INITIALSETUP_EN_US } from './resources/initialSetup';
import { INITIALSETUP_EN_GB } from './resources/initialSetup.enGB';
import { MEMBERACCOUNT_EN_US } from './resources/memberAccount';
import { MEMBERACCOUNT_EN_GB } from './resources/memberAccount.enGB';
import { provideAreaStrings } from './areaStrings';

/**
 * Every area's strings, bundled: imported for its effect by component tests and Storybook
 * (storybook/scanwisePreview.ts), where screens render without their route's lazy chunk. Never
 * imported by the app itself (the areas load with their routes there).
 */
provideAreaStrings({
  auth: { enUS: AUTH_EN_US, enGB: AUTH_EN_GB },
  authPages: { enUS: AUTHPAGES_EN_US, enGB: AUTHPAGES_EN_GB },
  dashboard: { enUS: DASHBOARD_EN_US, enGB: DASHBOARD_EN_GB },
  account: { enUS: ACCOUNT_EN_US, enGB: ACCOUNT_EN_GB },
  join: { enUS: JOIN_EN_US, enGB: JOIN_EN_GB },
  passwordReset: { enUS: PASSWORDRESET_EN_US, enGB: PASSWORDRESET_EN_GB },
  initialSetup: { enUS: INITIALSETUP_EN_US, enGB: INITIALSETUP_EN_GB },
  memberAccount: { enUS: MEMBERACCOUNT_EN_US, enGB: MEMBERACCOUNT_EN_GB },
  uploads: { enUS: UPLOADS_EN_US, enGB: UPLOADS_EN_GB },
  questionnaire: { enUS: QUESTIONNAIRE_EN_US, enGB: QUESTIONNAIRE_EN_GB },
  booking: { enUS: BOOKING_EN_US, enGB: BOOKING_EN_GB },
  cat: { enUS: CAT_EN_US, enGB: CAT_EN_GB },
  offers: { enUS: OFFERS_EN_US, enGB: OFFERS_EN_GB },
  appointments: { enUS: APPOINTMENTS_EN_US, enGB: APPOINTMENTS_EN_GB },
  preparation: { enUS: PREPARATION_EN_US, enGB: PREPARATION_EN_GB },
  consent: { enUS: CONSENT_EN_US, enGB: CONSENT_EN_GB },
  session: { enUS: SESSION_EN_US, enGB: SESSION_EN_GB },
});
