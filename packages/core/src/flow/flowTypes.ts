import { enums } from 'superstruct';

/**
 * Spec section 1: "Flow types: sign-up, book-scan, renewal, referral, invite, sponsored."
 * The same six words are the booking flow prefixes of spec section 2 ("Six prefixes: sign-up,
 * invite, sponsored, book-scan, renewal, referral"), so one list serves both; the order is the
 * route table's.
 */
export const FLOW_TYPES = [
  'sign-up',
  'invite',
  'sponsored',
  'book-scan',
  'renewal',
  'referral',
] as const;
export type FlowType = (typeof FLOW_TYPES)[number];
export const FlowTypeSchema = enums(FLOW_TYPES);

const flowTypes: readonly string[] = FLOW_TYPES;

/** True when `value` is one of the six flow types (route segments are plain strings). */
export function isFlowType(value: unknown): value is FlowType {
  return typeof value === 'string' && flowTypes.includes(value);
}
