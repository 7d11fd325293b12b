// The visitor who joins in the sign-up and attribution tests: what they type on Join.
import type { SignUpDetails } from './signUp';

export const NEW_EMAIL = 'nora.west@example.com';
export const NEW_PASSWORD = 'New-password-1';

export const NEW_MEMBER_DETAILS: SignUpDetails = {
  firstName: 'Nora',
  lastName: 'West',
  email: NEW_EMAIL,
  password: NEW_PASSWORD,
  phoneNumber: '+1 212 555 0100',
  dob: '1982-09-14',
  sex: 'FEMALE',
  country: 'US',
  locale: 'en-us',
};
