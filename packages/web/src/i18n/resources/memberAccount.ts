/**
 * The signed-in Account page's strings (`t('memberAccount.<key>')`), an area only that page
 * loads; the labels it shares with the other account pages are the account area's
 * (`./account.ts`).
 */
export const MEMBERACCOUNT_EN_US = {
  title: 'Your account',
  intro: 'Keep your contact details up to date so we can reach you about your scans.',
  loading: 'Loading your account…',
  loadFailedTitle: 'We could not load your account',
  loadFailed: 'Check your connection and try again.',
  profileTitle: 'Profile',
  name: 'Name',
  emailHint: 'To change your e-mail address, contact our care team.',
  contactTitle: 'Contact',
  addressTitle: 'Address',
  addressEmpty: 'No address on file yet. Add one so we can send you letters about your care.',
  line1: 'Street address',
  line2: 'Apartment, suite or unit (optional)',
  city: 'City',
  stateUS: 'State',
  stateGB: 'Region',
  postalCodeUS: 'ZIP code',
  postalCodeGB: 'Postcode',
  notificationsTitle: 'Notifications',
  notificationsIntro: 'Choose how we tell you about your scans.',
  timeZoneTitle: 'Time zone',
  timeZone: 'Time zone',
  timeZoneHint:
    'Your messages, reminders and due dates use this time zone. Appointment times are the center’s local time, with its zone named when it differs from yours.',
  passwordTitle: 'Password',
  passwordIntro: 'We will e-mail you a code to choose a new password.',
  passwordLink: 'Change your password',
  save: 'Save changes',
  saved: 'Your account details were saved.',
  saveFailed: 'Your changes were not saved.',
};
