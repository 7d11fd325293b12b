import { array } from 'superstruct';
import { bodyless, call, json, noQuery, type CallDefinition } from './callDefinition';
import {
  AppointmentSchema,
  AvailabilitySlotSchema,
  CenterSchema,
  PostalCodeLocationSchema,
} from './centers';
import {
  AppointmentCancelRequestSchema,
  AppointmentRescheduleRequestSchema,
  AppointmentReserveRequestSchema,
  AvailabilityQuerySchema,
  CenterListQuerySchema,
  MammogramRegistrationRequestSchema,
  MammogramRegistrationResponseSchema,
  PostalCodeLookupQuerySchema,
} from './requests';

/**
 * Booking a scan: the centers and where a code lies, free slots, holding, moving and cancelling
 * an appointment, the mammogram registration (booking and the schedule actions).
 *
 * A part of the call catalogue (CALLS, calls.ts): a journey's member calls take the parts they
 * make, so its chunk carries those definitions and their schemas only.
 */
export const BOOKING_CALLS = {
  memberRegisterMammogram: call({
    method: 'POST',
    path: '/members/register/mammogram',
    auth: 'none',
    ...json,
    ...noQuery,
    request: MammogramRegistrationRequestSchema,
    response: MammogramRegistrationResponseSchema,
    successStatus: 201,
    description: 'POST members register/mammogram: two merged objects plus timeZone.',
  }),
  centerList: call({
    method: 'GET',
    path: '/packages/centers',
    auth: 'bearer',
    ...bodyless,
    query: CenterListQuerySchema,
    response: array(CenterSchema),
    successStatus: 200,
    description: 'ScheduleScan: centers by country (availableCenters).',
  }),
  postalCodeLookup: call({
    method: 'GET',
    path: '/packages/postal-codes/:postalCode',
    auth: 'bearer',
    ...bodyless,
    query: PostalCodeLookupQuerySchema,
    response: PostalCodeLocationSchema,
    successStatus: 200,
    description:
      'ScheduleScan: where a ZIP code or postcode lies, to order centers by distance; 404 when unknown.',
    notFoundIsAnswer: true,
  }),
  availabilityList: call({
    method: 'GET',
    path: '/packages/centers/:centerId/availability',
    auth: 'bearer',
    ...bodyless,
    query: AvailabilityQuerySchema,
    response: array(AvailabilitySlotSchema),
    successStatus: 200,
    description: 'ScheduleScan: free slots of a center between from and to.',
  }),
  appointmentReserve: call({
    method: 'POST',
    path: '/packages/appointments',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: AppointmentReserveRequestSchema,
    response: AppointmentSchema,
    successStatus: 201,
    description: 'ReserveAppointment: holds a slot for an encounter.',
  }),
  appointmentReschedule: call({
    method: 'POST',
    path: '/packages/appointments/:appointmentId/reschedule',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: AppointmentRescheduleRequestSchema,
    response: AppointmentSchema,
    successStatus: 200,
    description: 'ScheduleAction: moves an appointment.',
  }),
  appointmentCancel: call({
    method: 'POST',
    path: '/packages/appointments/:appointmentId/cancel',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: AppointmentCancelRequestSchema,
    response: AppointmentSchema,
    successStatus: 200,
    description: 'ScheduleAction: cancels an appointment (the record stays, status CANCELLED).',
  }),
} as const satisfies Record<string, CallDefinition>;
