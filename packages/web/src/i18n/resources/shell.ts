import type { DeepPartial } from './deepPartial';

/**
 * The app's own strings outside the screen areas: the shell, navigation, shared states and
 * primitives. Loaded with the entry (every route needs them), with the sign-in area and consent
 * (see ../eagerStrings.ts); the other areas load with their route's chunk (../areaStrings.ts).
 */
export const SHELL_EN_US = {
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

export const SHELL_EN_GB: DeepPartial<typeof SHELL_EN_US> = {
  home: {
    centerName: 'imaging centre',
  },
  states: {
    canceled: 'Cancelled',
  },
  payment: {
    authorize: 'Authorise payment',
  },
  forms: {
    datePlaceholder: 'DD/MM/YYYY',
  },
};
