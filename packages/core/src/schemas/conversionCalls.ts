import { type } from 'superstruct';
import type { Infer } from 'superstruct';
import type { CallDefinition } from './callDefinition';
import { FunnelStageSchema } from './enums';
import { UtmParamsSchema } from './member';
import { EntityIdSchema, optionalNullable } from './primitives';

/**
 * POST /api/members/bookingstage: spec "The stage is reported to the server as it changes."
 * `bookingId` is the booking id store's id of the booking in progress, so the platform can join
 * one booking's stages before it has an encounter (docs/adr/0094-booking-id-joins-a-bookings-stages.md).
 */
export const BookingStageRequestSchema = type({
  stage: FunnelStageSchema,
  bookingId: optionalNullable(EntityIdSchema),
  encounterId: optionalNullable(EntityIdSchema),
  packageId: optionalNullable(EntityIdSchema),
  centerId: optionalNullable(EntityIdSchema),
});
export type BookingStageRequest = Infer<typeof BookingStageRequestSchema>;

/**
 * What a member's conversion reports: the arrival's UTM values and the booking funnel's stages
 * (sign-up and booking report through them).
 *
 * A part of the call catalogue (CALLS, calls.ts): a journey's member calls take the parts they
 * make, so its chunk carries those definitions and their schemas only. Written out without the
 * catalogue's helpers (callDefinition.ts, in the session's client): the conversion loads with
 * the session's reporting after a page's first paint, which must not fetch the client for it.
 */
export const CONVERSION_CALLS = {
  memberUtm: {
    method: 'PUT',
    path: '/members/utm',
    auth: 'bearer',
    host: 'platform',
    encoding: 'json',
    query: undefined,
    request: UtmParamsSchema,
    response: undefined,
    successStatus: 204,
    description: 'PUT members utm; result not shown (204).',
  },
  bookingStage: {
    method: 'POST',
    path: '/api/members/bookingstage',
    auth: 'bearer',
    host: 'platform',
    encoding: 'json',
    query: undefined,
    request: BookingStageRequestSchema,
    response: undefined,
    successStatus: 204,
    description: 'POST /api/members/bookingstage with the funnel stage; the client resolves true.',
  },
} as const satisfies Record<string, CallDefinition>;
