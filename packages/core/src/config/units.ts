/** Branded units keep milliseconds, days and bytes from being mixed up at a call site. */
export type Milliseconds = number & { readonly __unit?: 'ms' };
export type Days = number & { readonly __unit?: 'days' };
export type Bytes = number & { readonly __unit?: 'bytes' };
export type Count = number & { readonly __unit?: 'count' };

export const SECOND: Milliseconds = 1_000;
export const MINUTE: Milliseconds = 60 * SECOND;
export const DAY: Milliseconds = 24 * 60 * MINUTE;
