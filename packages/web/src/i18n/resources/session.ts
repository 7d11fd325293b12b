/**
 * The warning before the inactivity logout (ADR 0072), used as `t('session.<key>')`. It loads
 * after the first paint, with the code that shows it. US English is the base. Why a member is
 * signed out is said by the sign-in page, in its own strings (`auth.signedOut`).
 */
export const SESSION_EN_US = {
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
