import { nullable, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import {
  EncounterKindSchema,
  EntityIdSchema,
  IsoDateTimeSchema,
  type Appointment,
  type Encounter,
  type EncounterKind,
} from '../schemas';
import { localDateInZone, type LocalDate } from '../locale';

/**
 * How many months apart the same scan is usually repeated (docs/adr/0096): a second booking of
 * a scan of the same kind closer than this to another one of the member's is a repeat the member
 * is warned about before reserving. A body scan, a lung CT and a mammogram are screening scans
 * repeated yearly at most; a heart calcium score is repeated after three years at the soonest.
 */
export const SCAN_REPEAT_INTERVAL_MONTHS: Readonly<Record<EncounterKind, number>> = {
  BODY_SCAN: 12,
  LUNG_CT: 12,
  MAMMOGRAPHY: 12,
  HEART_CT: 36,
};

/** One of the member's scans with a time: booked and still to come, or done. */
export const BookedScanSchema = type({
  encounterId: EntityIdSchema,
  kind: EncounterKindSchema,
  /** The scan's name as the member knows it (the encounter's or its plan's). */
  name: nullable(string()),
  /** When the scan is (or was): the appointment's start, an ISO instant. */
  start: IsoDateTimeSchema,
  centerName: nullable(string()),
  /** The center's zone, for the day the scan falls on; null when the center is not known. */
  timeZone: nullable(string()),
});
export type BookedScan = Infer<typeof BookedScanSchema>;

/** Encounters and appointments that no longer hold a time. */
const RELEASED_ENCOUNTER: readonly Encounter['status'][] = ['CANCELLED', 'NO_SHOW'];
const RELEASED_APPOINTMENT: readonly Appointment['status'][] = ['CANCELLED', 'NO_SHOW'];

/**
 * The member's scans that hold a time, from their encounters: an appointment that is neither
 * cancelled nor missed, on an encounter that is neither. Past and future alike.
 */
export function bookedScansOf(encounters: readonly Encounter[]): BookedScan[] {
  const scans: BookedScan[] = [];
  for (const encounter of encounters) {
    const appointment = encounter.appointment;
    if (!appointment || RELEASED_ENCOUNTER.includes(encounter.status)) continue;
    if (RELEASED_APPOINTMENT.includes(appointment.status)) continue;
    scans.push({
      encounterId: encounter.id,
      kind: encounter.kind,
      name: encounter.name ?? encounter.package?.name ?? null,
      start: appointment.start,
      centerName: appointment.center?.name ?? null,
      timeZone: appointment.center?.timeZone ?? null,
    });
  }
  return scans;
}

/** A second booking of the same scan within its repeat interval, as the member is told it. */
export interface RepeatScanWarning {
  readonly kind: EncounterKind;
  /** The kind's repeat interval ({@link SCAN_REPEAT_INTERVAL_MONTHS}). */
  readonly intervalMonths: number;
  /** The member's other scan of the same kind nearest the planned one. */
  readonly other: BookedScan;
  /** Both fall on the same calendar day (each in its center's zone). */
  readonly sameDay: boolean;
  /** The other scan is still to come (false: it is done). */
  readonly upcoming: boolean;
}

export interface RepeatScanInput {
  /** The kind of the scan being booked (its plan's). */
  readonly kind: EncounterKind;
  /** When the new scan would be: the chosen time, or now for a center that calls back. */
  readonly plannedAt: number;
  /** The zone of the new scan's center. */
  readonly timeZone: string;
  readonly bookedScans: readonly BookedScan[];
  /** The encounter being booked, when it exists already: no repeat of itself. */
  readonly encounterId?: string | null;
  /** Now, from the Clock port: tells a scan still to come from one done. */
  readonly now: number;
}

/** `date` plus `months` calendar months, the day kept within the month (31 Jan + 1 = 28/29 Feb). */
function addMonths(date: LocalDate, months: number): LocalDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * Whether the scan being booked repeats one of the member's scans of the same kind within the
 * kind's repeat interval, before or after it; the nearest such scan, or null. Days are compared
 * on each center's calendar, so a scan exactly one interval apart is not a repeat.
 */
export function repeatScanWarningFor(input: RepeatScanInput): RepeatScanWarning | null {
  const intervalMonths = SCAN_REPEAT_INTERVAL_MONTHS[input.kind];
  const plannedDay = localDateInZone(input.plannedAt, input.timeZone);
  let nearest: {
    readonly scan: BookedScan;
    readonly distance: number;
    readonly day: LocalDate;
  } | null = null;
  for (const scan of input.bookedScans) {
    if (scan.kind !== input.kind || scan.encounterId === input.encounterId) continue;
    const startMs = Date.parse(scan.start);
    const day = localDateInZone(startMs, scan.timeZone ?? input.timeZone);
    const within =
      plannedDay > addMonths(day, -intervalMonths) && plannedDay < addMonths(day, intervalMonths);
    if (!within) continue;
    const distance = Math.abs(startMs - input.plannedAt);
    if (nearest === null || distance < nearest.distance) nearest = { scan, distance, day };
  }
  if (nearest === null) return null;
  return {
    kind: input.kind,
    intervalMonths,
    other: nearest.scan,
    sameDay: nearest.day === plannedDay,
    upcoming: Date.parse(nearest.scan.start) > input.now,
  };
}
