import { ACCOUNT_EN_US } from './account';
import { APPOINTMENTS_EN_US } from './appointments';
import { AUTH_EN_US } from './auth';
import { BOOKING_EN_US } from './booking';
import { CAT_EN_US } from './cat';
import { CONSENT_EN_US } from './consent';
import { DASHBOARD_EN_US } from './dashboard';
import { QUESTIONNAIRE_EN_US } from './questionnaire';
import { OFFERS_EN_US } from './offers';
import { UPLOADS_EN_US } from './uploads';

/**
 * US English: the base language ('en'). Every key lives here; en-GB overrides only what differs.
 * Keys are grouped by screen or primitive.
 */
export const EN_US_TRANSLATIONS = {
  // Screen areas, one module each (auth: sign-in and callbacks; dashboard; account flows).
  auth: AUTH_EN_US,
  dashboard: DASHBOARD_EN_US,
  account: ACCOUNT_EN_US,
  uploads: UPLOADS_EN_US,
  questionnaire: QUESTIONNAIRE_EN_US,
  booking: BOOKING_EN_US,
  cat: CAT_EN_US,
  consent: CONSENT_EN_US,
  offers: OFFERS_EN_US,
  appointments: APPOINTMENTS_EN_US,
  app: {
    name: 'Scanwise',
    tagline: 'Health screening, simply explained',
  },
  nav: {
    label: 'Main navigation',
    menu: 'Menu',
    home: 'Home',
    scans: 'Scans',
    reports: 'Reports',
    invoices: 'Invoices',
    messages: 'Messages',
    account: 'Account',
    signOut: 'Sign out',
    skipToContent: 'Skip to main content',
  },
  connection: {
    connected: 'Live updates on',
    connecting: 'Connecting…',
    disconnected: 'Live updates paused',
  },
  signIn: {
    title: 'Sign in',
    intro: 'Sign in to see your scans, reports and messages.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    social: 'Continue with social sign-in',
    forgotPassword: 'Forgot your password?',
    join: 'New here? Create an account',
    failed: 'We could not sign you in. Check your e-mail and password.',
  },
  home: {
    title: 'Welcome back',
    intro: 'Your scans, reports and messages in one place.',
    nextScan: 'Your next scan is on {{date}} at the {{center}}.',
    centerName: 'imaging center',
  },
  states: {
    loading: 'Loading…',
    errorTitle: 'Something went wrong',
    errorDescription: 'We could not load this. Check your connection and try again.',
    retry: 'Try again',
    emptyTitle: 'Nothing here yet',
    canceled: 'Canceled',
  },
  payment: {
    authorize: 'Authorize payment',
  },
  forms: {
    datePlaceholder: 'MM/DD/YYYY',
    selectPlaceholder: 'Select an option',
    required: 'The {{label}} field is required.',
  },
  toast: {
    dismiss: 'Dismiss',
  },
  dialog: {
    close: 'Close',
  },
  config: {
    invalid: 'The app is misconfigured: {{message}}',
  },
};

/** The shape every locale's resources follow (en-GB as a partial of it). */
export type ScanwiseTranslations = typeof EN_US_TRANSLATIONS;
