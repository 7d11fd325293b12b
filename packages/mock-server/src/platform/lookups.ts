import type { Appointment, Center, Encounter, Member, Plan } from '@scanwise/core';
import { badInput, notFound } from './errors';
import { sameEmail, type Owned } from './records';
import type { PlatformStore } from './store';
import type { AccountRecord } from './types';

/** Finding records by id or owner; a missing one is refused the way every call refuses it. */

export const accountById = (store: PlatformStore, id: string): AccountRecord | undefined =>
  store.state.accounts.find((a) => a.id === id);

export const accountByEmail = (store: PlatformStore, email: string): AccountRecord | undefined =>
  store.state.accounts.find((a) => sameEmail(a.email, email));

export function memberRecord(store: PlatformStore, userId: string): Member {
  const member = store.state.members.find((m) => m.id === userId);
  if (!member) throw notFound('Member');
  return member;
}

export function ownEncounter(
  store: PlatformStore,
  userId: string,
  encounterId: string,
): Owned<Encounter> {
  const encounter = store.state.encounters.find(
    (e) => e.id === encounterId && e.memberId === userId,
  );
  if (!encounter) throw notFound('Encounter');
  return encounter;
}

export function ownAppointment(
  store: PlatformStore,
  userId: string,
  appointmentId: string,
): Owned<Appointment> {
  const appointment = store.state.appointments.find(
    (a) => a.id === appointmentId && a.memberId === userId,
  );
  if (!appointment) throw notFound('Appointment');
  return appointment;
}

export function planById(store: PlatformStore, id: string, path: string[]): Plan {
  const plan = store.state.plans.find((p) => p.id === id);
  if (!plan) throw badInput(path, `Unknown package '${id}'`, 'unknown_reference');
  return plan;
}

export function centerById(store: PlatformStore, id: string, path: string[]): Center {
  const center = store.state.centers.find((c) => c.id === id);
  if (!center) throw badInput(path, `Unknown center '${id}'`, 'unknown_reference');
  return center;
}
