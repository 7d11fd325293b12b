import type { DeepPartial } from './deepPartial';

/**
 * The account screens' strings, used as `t('account.<screen>.<key>')`: US English is the base; the
 * British object holds only what differs (spelling, date order).
 */
export const ACCOUNT_EN_US = {};

export const ACCOUNT_EN_GB: DeepPartial<typeof ACCOUNT_EN_US> = {};
