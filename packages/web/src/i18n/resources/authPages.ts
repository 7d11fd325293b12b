/**
 * The auth pages' strings but the sign-in page's (`./auth.ts`): staff sign-in, the sign-in and
 * sign-out callbacks, the placeholder of later screens, used as `t('authPages.<page>.<key>')`.
 * An area of their own, loaded with those pages: no other page shows them. US English is the
 * base; the British overrides (`./authPages.enGB.ts`) hold only what differs.
 */
export const AUTHPAGES_EN_US = {
  obo: {
    title: 'Staff sign-in',
    intro:
      'For Scanwise staff acting on behalf of a member. You sign in with your staff account and then choose the member.',
    submit: 'Continue to staff sign-in',
    memberSignIn: 'Not staff? Member sign-in',
  },
  callback: {
    title: 'Signing you in',
    oboTitle: 'Signing you in for a member',
    working: 'Finishing your sign-in…',
    failedTitle: 'We could not sign you in',
    noResult: 'The sign-in did not return an account. Please sign in again.',
    backToSignIn: 'Back to sign-in',
  },
  signOut: {
    title: 'You are signed out',
    intro: 'Thank you for using Scanwise. Sign in again whenever you need us.',
    signInAgain: 'Sign in again',
  },
  placeholder: {
    title: 'Coming in a later release',
    description:
      'This part of Scanwise is not available in the app yet. It is coming in a later release. Your scans, reports and messages are on your home page.',
    home: 'Go to your home page',
  },
};
