import type { DeepPartial } from './deepPartial';

/**
 * The auth screens' strings, used as `t('auth.<screen>.<key>')`: US English is the base; the
 * British object holds only what differs (spelling, date order). Also the app frame's own
 * strings (route loading, route errors, placeholders of later screens).
 */
export const AUTH_EN_US = {
  signIn: {
    title: 'Sign in',
    intro: 'Sign in to see your scans, reports and messages.',
    renewalTitle: 'Sign in to renew',
    renewalIntro: 'Sign in to renew your membership and book your next scan.',
    questionnaireTitle: 'Sign in to your questionnaire',
    questionnaireIntro:
      'Sign in to fill in your medical questionnaire. It helps your care team prepare your scan.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    or: 'or',
    social: 'Continue with social sign-in',
    forgotPassword: 'Forgot your password?',
    join: 'New here? Create an account',
    staff: 'Staff sign-in',
    signingIn: 'Signing you in…',
    phoneMissing:
      'We signed you out because your account has no phone number yet. Please contact support to add one, then sign in again.',
  },
  /** Why the member is signed out, said on the sign-in page (core's SignOutNotice). */
  signedOut: {
    signedOut: 'You are signed out. Sign in again whenever you need us.',
    inactivity_one:
      'You were signed out after {{count}} minute without activity, to keep your health information private. Sign in again to continue where you left off.',
    inactivity_other:
      'You were signed out after {{count}} minutes without activity, to keep your health information private. Sign in again to continue where you left off.',
    sessionExpired:
      'Your session ended, so you were signed out. Sign in again to continue where you left off.',
    signedOutElsewhere: 'You signed out in another tab or window, so you are signed out here too.',
    sessionEndedElsewhere:
      'Your session ended in another tab or window. Please sign in again to continue.',
  },
  join: {
    offerNote: 'Your offer ({{code}}) will be added to your new account.',
  },
  failure: {
    invalidCredentials: 'We could not sign you in. Check your e-mail and password.',
    timeout: 'The sign-in service took too long to answer. Check your connection and try again.',
    expiredLink:
      'This sign-in could not be completed: it has expired or was already used. Please start again.',
    cancelled: 'Sign-in was canceled. You can try again whenever you are ready.',
    popup: 'The sign-in window was closed before it finished. Please try again.',
    server: 'The sign-in service has a problem right now. Please try again in a few minutes.',
    unknown: 'Something went wrong while signing you in. Please try again.',
  },
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
};

export const AUTH_EN_GB: DeepPartial<typeof AUTH_EN_US> = {
  failure: {
    cancelled: 'Sign-in was cancelled. You can try again whenever you are ready.',
  },
};
