import { CONSTANTS, DAY } from '../config';
import { isNearDate } from '../locale';
import type { Encounter, EncounterStatus } from '../schemas';
import { sortByCreated } from './sortByCreated';

/**
 * Statuses after which nothing is ahead of the member at the clinic: the scan took place (its
 * report may still be pending) or the encounter ended without one. Designed (spec: "not shown").
 */
export const PAST_ENCOUNTER_STATUSES: readonly EncounterStatus[] = Object.freeze([
  'SCANNED',
  'REPORT_READY',
  'COMPLETED',
  'CANCELLED',
  'NO_SHOW',
]);

/** Upcoming and past encounters, each in the order a member screen lists them. */
export interface EncounterTimeline {
  /** Soonest appointment first; encounters without an appointment follow, oldest first. */
  readonly upcoming: readonly Encounter[];
  /** Most recent first. */
  readonly past: readonly Encounter[];
}

function instantOf(iso: string | null | undefined): number | undefined {
  if (iso == null) return undefined;
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? undefined : instant;
}

/** When the appointment ends: its end, or its start when the end is unknown. */
function appointmentEnd(encounter: Encounter): number | undefined {
  const appointment = encounter.appointment;
  if (appointment == null) return undefined;
  return instantOf(appointment.end) ?? instantOf(appointment.start);
}

/**
 * An encounter is past once its status says so, or once its appointment is over even if the
 * status has not caught up yet (the clinic updates it later). `now` comes from `clock.now()`.
 */
export function isEncounterPast(encounter: Encounter, now: number): boolean {
  if (PAST_ENCOUNTER_STATUSES.includes(encounter.status)) return true;
  const end = appointmentEnd(encounter);
  return end !== undefined && end < now;
}

/** Splits the member's encounters into upcoming and past; the input is not changed. */
export function splitEncountersByTime(
  encounters: readonly Encounter[],
  now: number,
): EncounterTimeline {
  const upcoming: Encounter[] = [];
  const past: Encounter[] = [];
  for (const encounter of sortByCreated(encounters)) {
    (isEncounterPast(encounter, now) ? past : upcoming).push(encounter);
  }
  const startOf = (encounter: Encounter): number =>
    instantOf(encounter.appointment?.start) ?? Number.POSITIVE_INFINITY;
  // Stable sorts: equal keys keep the created order established above.
  upcoming.sort((a, b) => compareNumbers(startOf(a), startOf(b)));
  const lastEventOf = (encounter: Encounter): number =>
    instantOf(encounter.appointment?.start) ?? instantOf(encounter.created) ?? 0;
  past.sort((a, b) => compareNumbers(lastEventOf(b), lastEventOf(a)));
  return { upcoming, past };
}

function compareNumbers(a: number, b: number): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Whether an upcoming appointment is near: "A date less than this many days away counts as
 * near: 121 days" (spec section 9, via the locale folder's `isNearDate`). Past encounters and
 * encounters without an appointment are never near.
 */
export function isEncounterAppointmentNear(encounter: Encounter, now: number): boolean {
  if (isEncounterPast(encounter, now)) return false;
  const start = instantOf(encounter.appointment?.start);
  return start !== undefined && isNearDate(start, now);
}

/**
 * The instants ahead of `now` at which time alone changes where an encounter stands: its
 * appointment comes near (`isEncounterAppointmentNear`, 121 days before its start) and it is over
 * (`isEncounterPast`). None once its status has made it past.
 */
export function encounterTimeChanges(encounter: Encounter, now: number): number[] {
  if (PAST_ENCOUNTER_STATUSES.includes(encounter.status)) return [];
  const start = instantOf(encounter.appointment?.start);
  const end = appointmentEnd(encounter);
  const changes: number[] = [];
  if (start !== undefined) changes.push(start - CONSTANTS.nearDateDays * DAY + 1);
  if (end !== undefined) changes.push(end + 1);
  return changes.filter((at) => at > now);
}
