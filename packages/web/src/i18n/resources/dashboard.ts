import type { DeepPartial } from './deepPartial';

/**
 * The dashboard screens' strings, used as `t('dashboard.<screen>.<key>')`: US English is the base; the
 * British object holds only what differs (spelling, date order).
 */
export const DASHBOARD_EN_US = {};

export const DASHBOARD_EN_GB: DeepPartial<typeof DASHBOARD_EN_US> = {};
