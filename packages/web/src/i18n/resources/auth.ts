/**
 * The sign-in page's strings, used as `t('auth.<part>.<key>')`: the sign-in form, why a member is
 * signed out, a sign-in's failures (the callbacks and the staff sign-in say them too). They load
 * with those pages, not with the entry (../areaStrings.ts): no other page shows them. US English
 * is the base; the British overrides are `./auth.enGB.ts`. The other auth pages' own strings are
 * `./authPages.ts`; the frame's (route loading, route errors) are the shell's (`./shell.ts`).
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
};
