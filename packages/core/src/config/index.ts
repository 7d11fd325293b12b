export { CONSTANTS, type Constants } from './constants';
export {
  MESSAGE_REPLY_BUSINESS_DAYS,
  SUPPORT_CONTACTS,
  mailtoUrl,
  telUrl,
  type SupportContacts,
} from './supportContacts';
export { DAY, MINUTE, SECOND, type Bytes, type Count, type Days, type Milliseconds } from './units';
