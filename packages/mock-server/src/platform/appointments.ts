import {
  isAppointmentChangeable,
  type Appointment,
  type AvailabilitySlot,
  type CallQuery,
  type CallRequest,
  type Center,
} from '@scanwise/core';
import { freeSlots, MAX_AVAILABILITY_DAYS, type BusyRange } from './availability';
import { touchEncounter } from './encounters';
import { badInput, conflict, notFound } from './errors';
import { centerById, ownAppointment, ownEncounter, planById } from './lookups';
import { publicOf, type Owned } from './records';
import type { PlatformStore } from './store';
import { addMinutes, iso } from './time';

/** Appointments that no longer hold their time. */
const isReleased = (appointment: Appointment): boolean =>
  appointment.status === 'CANCELLED' || appointment.status === 'NO_SHOW';

/** Refuses to move or cancel an appointment that is closed (the core's one rule). */
function ensureOpen(appointment: Appointment): void {
  if (!isAppointmentChangeable(appointment.status)) {
    throw conflict('appointment_closed', `The appointment is ${appointment.status}`);
  }
}

function busyAt(store: PlatformStore, centerId: string, exceptAppointmentId?: string): BusyRange[] {
  return store.state.appointments
    .filter((a) => a.centerId === centerId && a.id !== exceptAppointmentId && !isReleased(a))
    .map((a) => ({ start: new Date(a.start), end: new Date(a.end ?? a.start) }));
}

function durationOf(store: PlatformStore, packageId: string | undefined): number {
  const plan = store.state.plans.find((p) => p.id === packageId);
  return plan?.durationMinutes ?? 60;
}

/**
 * Whether a center can take a scan of `minutes` starting exactly at `start`. The booking lead
 * time counts from `leadFrom`: now, or when the member's pending charge took the time (a held
 * time does not expire while the member pays).
 */
function slotIsFree(
  store: PlatformStore,
  center: Center,
  start: Date,
  minutes: number,
  except?: string,
  leadFrom: Date = store.now(),
): boolean {
  const slots = freeSlots(
    center,
    start,
    new Date(start.getTime() + 1),
    minutes,
    busyAt(store, center.id, except),
    leadFrom,
  );
  return slots.some((slot) => slot.start === iso(start));
}

/** Refuses a time the center cannot take. */
function ensureSlotIsFree(
  store: PlatformStore,
  center: Center,
  start: Date,
  minutes: number,
  except?: string,
  leadFrom?: Date,
): void {
  if (!slotIsFree(store, center, start, minutes, except, leadFrom)) {
    throw conflict('slot_unavailable', 'That time is not available at this center');
  }
}

/**
 * Refuses a time that overlaps another live appointment of the same member (at any center): a
 * member cannot be scanned twice at once.
 */
export function ensureNoOverlap(
  store: PlatformStore,
  userId: string,
  start: Date,
  minutes: number,
  exceptAppointmentId?: string,
): void {
  const end = addMinutes(start, minutes);
  const clash = store.state.appointments.find(
    (a) =>
      a.memberId === userId &&
      a.id !== exceptAppointmentId &&
      !isReleased(a) &&
      new Date(a.start) < end &&
      start < new Date(a.end ?? a.start),
  );
  if (clash) {
    const where = clash.center?.name ?? clash.centerId;
    throw conflict(
      'appointment_overlap',
      `You already have an appointment at ${where} from ${clash.start} to ${clash.end ?? clash.start}`,
    );
  }
}

/** A time the member can book: no overlap with their appointments, and free at the center. */
export function ensureBookable(
  store: PlatformStore,
  userId: string,
  center: Center,
  start: Date,
  minutes: number,
  exceptAppointmentId?: string,
  leadFrom?: Date,
): void {
  ensureNoOverlap(store, userId, start, minutes, exceptAppointmentId);
  ensureSlotIsFree(store, center, start, minutes, exceptAppointmentId, leadFrom);
}

function bookingCodeFor(store: PlatformStore, center: Center): string | null {
  if (!center.onlineBooking) return null;
  return `SW-${store.nextNumber()}`;
}

function checkBookingCode(appointment: Appointment, code: string | null | undefined): void {
  if (code != null && code !== appointment.bookingCode) {
    throw badInput(
      ['bookingCode'],
      'The booking code does not match the appointment',
      'booking_code_mismatch',
    );
  }
}

function syncEncounterAppointment(store: PlatformStore, appointment: Owned<Appointment>): void {
  const encounter = store.state.encounters.find((e) => e.id === appointment.encounterId);
  if (!encounter) return;
  if (appointment.status === 'CANCELLED') {
    encounter.appointment = null;
    encounter.status = 'AWAITING_SCHEDULING';
  } else {
    encounter.appointment = structuredClone(publicOf(appointment));
    encounter.bookingProvider = appointment.center?.bookingProvider ?? null;
    encounter.status = 'SCHEDULED';
  }
  touchEncounter(store, encounter);
}

/**
 * Books a time for an encounter not yet scheduled; the encounter becomes SCHEDULED. `heldSince`:
 * when a pending charge took the time, from which its lead time counts.
 */
export function reserve(
  store: PlatformStore,
  userId: string,
  encounterId: string,
  centerId: string,
  start: string,
  heldSince?: string,
): Owned<Appointment> {
  const encounter = ownEncounter(store, userId, encounterId);
  const center = centerById(store, centerId, ['centerId']);
  if (!['CREATED', 'AWAITING_PAYMENT', 'AWAITING_SCHEDULING'].includes(encounter.status)) {
    throw conflict('already_scheduled', `The encounter is ${encounter.status}`);
  }
  const startDate = new Date(start);
  const minutes = durationOf(store, encounter.package?.id);
  ensureBookable(
    store,
    userId,
    center,
    startDate,
    minutes,
    undefined,
    heldSince === undefined ? undefined : new Date(heldSince),
  );
  const appointment: Owned<Appointment> = {
    id: store.nextId('apt'),
    memberId: userId,
    encounterId,
    centerId,
    start: iso(startDate),
    end: iso(addMinutes(startDate, minutes)),
    bookingCode: bookingCodeFor(store, center),
    status: center.onlineBooking ? 'CONFIRMED' : 'REQUESTED',
    center: structuredClone(center),
  };
  store.state.appointments.push(appointment);
  syncEncounterAppointment(store, appointment);
  return appointment;
}

/** Free times at a center, and the member's appointments: reserve, reschedule, cancel. */
export function appointmentOperations(store: PlatformStore) {
  return {
    availability(centerId: string, query: CallQuery<'availabilityList'>): AvailabilitySlot[] {
      const center = store.state.centers.find((c) => c.id === centerId);
      if (!center) throw notFound('Center');
      const from = new Date(query.from);
      const to = new Date(query.to);
      if (to <= from) throw badInput(['to'], 'to must be after from');
      if (to.getTime() - from.getTime() > MAX_AVAILABILITY_DAYS * 86_400_000) {
        throw badInput(['to'], `At most ${MAX_AVAILABILITY_DAYS} days at a time`);
      }
      const plan =
        query.packageId != null ? planById(store, query.packageId, ['packageId']) : undefined;
      return freeSlots(
        center,
        from,
        to,
        plan?.durationMinutes ?? 60,
        busyAt(store, center.id),
        store.now(),
      );
    },

    reserveAppointment(userId: string, body: CallRequest<'appointmentReserve'>): Appointment {
      return store.mutate(() =>
        publicOf(
          structuredClone(reserve(store, userId, body.encounterId, body.centerId, body.start)),
        ),
      );
    },

    rescheduleAppointment(
      userId: string,
      appointmentId: string,
      body: CallRequest<'appointmentReschedule'>,
    ): Appointment {
      return store.mutate(() => {
        const appointment = ownAppointment(store, userId, appointmentId);
        checkBookingCode(appointment, body.bookingCode);
        ensureOpen(appointment);
        const center = centerById(store, body.centerId ?? appointment.centerId, ['centerId']);
        const encounter = ownEncounter(store, userId, appointment.encounterId);
        const start = new Date(body.start);
        const minutes = durationOf(store, encounter.package?.id);
        ensureBookable(store, userId, center, start, minutes, appointment.id);
        const moved = center.id !== appointment.centerId;
        appointment.centerId = center.id;
        appointment.center = structuredClone(center);
        appointment.start = iso(start);
        appointment.end = iso(addMinutes(start, minutes));
        if (moved) appointment.bookingCode = bookingCodeFor(store, center);
        appointment.status = center.onlineBooking ? 'RESCHEDULED' : 'REQUESTED';
        syncEncounterAppointment(store, appointment);
        return structuredClone(publicOf(appointment));
      });
    },

    cancelAppointment(
      userId: string,
      appointmentId: string,
      body: CallRequest<'appointmentCancel'>,
    ): Appointment {
      return store.mutate(() => {
        const appointment = ownAppointment(store, userId, appointmentId);
        checkBookingCode(appointment, body.bookingCode);
        ensureOpen(appointment);
        appointment.status = 'CANCELLED';
        syncEncounterAppointment(store, appointment);
        return structuredClone(publicOf(appointment));
      });
    },
  };
}
