export { CONSTANTS, type Constants } from './constants';
export { DAY, MINUTE, SECOND, type Bytes, type Count, type Days, type Milliseconds } from './units';
