import type { DeepPartial } from './deepPartial';

/**
 * The idle warning's strings (ADR 0072), used as `t('idleWarning.<key>')`; they load with the
 * dialog once a member is signed in. US English is the base.
 */
export const IDLE_WARNING_EN_US = {
  title: 'Are you still there?',
  body_one:
    'You have not used Scanwise for a while. To protect your health information, we will sign you out in {{count}} second.',
  body_other:
    'You have not used Scanwise for a while. To protect your health information, we will sign you out in {{count}} seconds.',
  stay: 'Stay signed in',
  signOut: 'Sign out now',
};

export const IDLE_WARNING_EN_GB: DeepPartial<typeof IDLE_WARNING_EN_US> = {};
