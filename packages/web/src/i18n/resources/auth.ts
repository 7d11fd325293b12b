import type { DeepPartial } from './deepPartial';

/**
 * The auth screens' strings, used as `t('auth.<screen>.<key>')`: US English is the base; the
 * British object holds only what differs (spelling, date order).
 */
export const AUTH_EN_US = {};

export const AUTH_EN_GB: DeepPartial<typeof AUTH_EN_US> = {};
