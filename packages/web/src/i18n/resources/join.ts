/**
 * Join's strings (`t('join.<key>')`), an area only Join loads; the labels it shares with the
 * other account pages are the account area's (`./account.ts`).
 */
export const JOIN_EN_US = {
  title: 'Create your account',
  offerNote: 'Your offer ({{code}}) will be added to your new account.',
  intro: 'Join to book scans, read your reports and message your care team.',
  dob: 'Date of birth',
  sex: 'Sex assigned at birth',
  sexFemale: 'Female',
  sexMale: 'Male',
  sexIntersex: 'Intersex',
  country: 'Country',
  countryUS: 'United States',
  countryGB: 'United Kingdom',
  terms: 'Terms of service',
  termsConsent: 'I accept the terms of service and the privacy notice.',
  submit: 'Create account',
  emailTaken: 'An account with this e-mail already exists. Sign in or reset your password.',
  signInFailed: 'Your account was created, but we could not sign you in. Please sign in.',
  haveAccount: 'Already a member? Sign in',
};
