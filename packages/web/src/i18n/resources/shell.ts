import type { DeepPartial } from './deepPartial';

/**
 * The app's own strings outside the screen areas: the shell, navigation, shared states and
 * primitives, and the frame's route loading and error screens. Loaded with the entry (every route
 * needs them: ../eagerStrings.ts); the screen areas load with their route's chunk
 * (../areaStrings.ts).
 */
export const SHELL_EN_US = {
  app: {
    name: 'Scanwise',
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
    careTeam: 'Care team',
    messagesUnread: 'Messages, {{count}} unread',
    menuUnread_one: 'Menu, {{count}} unread message',
    menuUnread_other: 'Menu, {{count}} unread messages',
    // A screen opened from a dashboard page goes back to it (navigation/backLink.ts).
    backTo: {
      home: 'Back to Home',
      scans: 'Back to Scans',
      reports: 'Back to Reports',
      invoices: 'Back to Invoices',
      messages: 'Back to Messages',
      account: 'Back to Account',
    },
  },
  // The frame around every page: a route's loading and error screens, the navigation guard's.
  route: {
    loading: 'Loading this page…',
    checking: 'Checking your session…',
    errorTitle: 'This page could not be shown',
    errorDescription:
      'Something went wrong on our side. Reload the page, or go back to your home page.',
    reload: 'Reload the page',
    home: 'Go to your home page',
    loopTitle: 'We could not open this page',
  },
  footer: {
    help: 'Questions about your scan? Our care team is here to help.',
    emergency: 'In a medical emergency, call {{number}}.',
    terms: 'Terms of service',
    privacy: 'Privacy notice',
    privacyEmail: 'Privacy questions:',
  },
  connection: {
    connected: 'Live updates on',
    connecting: 'Connecting…',
    disconnected: 'Live updates paused',
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
    // Shown beside prices outside the US: "currency is USD with the dollar symbol" everywhere.
    pricesInUsd: 'Prices are in US dollars (USD).',
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
};

export const SHELL_EN_GB: DeepPartial<typeof SHELL_EN_US> = {
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
