export { CONSTANTS, type Constants } from './constants';
export { SUPPORT_CONTACTS, mailtoUrl, telUrl, type SupportContacts } from './supportContacts';
export { DAY, MINUTE, SECOND, type Bytes, type Count, type Days, type Milliseconds } from './units';
