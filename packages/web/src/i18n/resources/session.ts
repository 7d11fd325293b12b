import type { DeepPartial } from './deepPartial';

/**
 * What the member meets when the session follows another tab or warns of the inactivity logout
 * (ADRs 0072 and 0073), used as `t('session.<key>')`. They load after the first paint, with the
 * code that shows them. US English is the base.
 */
export const SESSION_EN_US = {
  signedOutElsewhere: 'You signed out in another tab or window, so you are signed out here too.',
  sessionEndedElsewhere:
    'Your session ended in another tab or window. Please sign in again to continue.',
  idleWarning: {
    title: 'Are you still there?',
    body_one:
      'You have not used Scanwise for a while. To protect your health information, we will sign you out in {{count}} second.',
    body_other:
      'You have not used Scanwise for a while. To protect your health information, we will sign you out in {{count}} seconds.',
    stay: 'Stay signed in',
    signOut: 'Sign out now',
  },
};

export const SESSION_EN_GB: DeepPartial<typeof SESSION_EN_US> = {};
