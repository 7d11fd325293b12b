/**
 * What the account pages share, used as `t('account.<part>.<key>')`: `common`, the labels of
 * their forms; `api.errors`, the core's MemberApiError message keys in words (spec 8: "User-facing
 * messages for ... member calls are not shown"). US English is the base; the British object
 * (`account.enGB.ts`) holds only what differs (spelling, date order). Each page's own words are
 * an area of their own, which only that page loads: `join` (Join), `passwordReset` (the
 * forgot-password flow), `initialSetup` (its terms and password), `memberAccount` (Account).
 */
export const ACCOUNT_EN_US = {
  common: {
    email: 'E-mail',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordHint: 'Use {{min}} to {{max}} characters.',
    passwordMismatch: 'The passwords do not match.',
    phone: 'Phone number',
    // By the member's country, whatever the page's language.
    phoneHint: {
      US: 'For example (212) 555-0100.',
      GB: 'For example 020 7946 0123 or +44 20 7946 0123.',
    },
    firstName: 'First name',
    lastName: 'Last name',
    optInEmail: 'E-mail me about my scans and results',
    optInPhone: 'Text my cell phone about appointments',
    signInLink: 'Go to sign in',
    backToSignIn: 'Back to sign in',
    backToAccount: 'Back to your account',
    formErrors: 'Please correct the highlighted fields.',
    working: 'Please wait…',
  },
  api: {
    errors: {
      offline: 'You seem to be offline. Check your connection and try again.',
      timeout: 'This is taking longer than it should. Please try again.',
      canceled: 'The request was canceled. Please try again.',
      signedOut: 'Your session has ended. Please sign in again.',
      notFound: 'We could not find what you asked for.',
      conflict: 'This clashes with details we already hold.',
      invalidInput: 'Some details were not accepted. Check them and try again.',
      tooManyRequests: 'Too many attempts. Wait a moment and try again.',
      server: 'Something went wrong on our side. Please try again.',
      unexpectedAnswer: 'We received an unexpected answer. Please try again.',
    },
  },
};
