export { createPlatform } from './platform';
export type { Platform, PlatformOptions } from './platform';
export { createSeedState } from './seed';
export * from './seed';
export { PlatformError } from './errors';
export { readStateFile, writeStateFile, StateFileError } from './stateFile';
export { hashPassword, verifyPassword } from '#password';
export {
  freeSlots,
  OPENING_HOURS,
  BOOKING_LEAD_HOURS,
  MAX_AVAILABILITY_DAYS,
} from './availability';
export { zonedTimeToUtc, wallClock, startOfUtcDay, iso } from './time';
export type { PlatformEvent, PlatformState } from './types';
