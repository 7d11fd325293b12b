import { describe, expect, it } from 'vitest';
import { CONSTANTS, DAY } from '../config';
import { FakeClock } from '../testing';
import { ENTITY_EXAMPLES, type Appointment, type Encounter } from '../schemas';
import {
  PAST_ENCOUNTER_STATUSES,
  isEncounterAppointmentNear,
  isEncounterPast,
  splitEncountersByTime,
} from './encounterTimeline';

const clock = new FakeClock(Date.UTC(2026, 2, 1, 12, 0, 0));
const now = clock.now();
const iso = (ms: number): string => new Date(ms).toISOString();
const appointment = ENTITY_EXAMPLES.Appointment;

function encounter(id: string, extra: Partial<Encounter> = {}): Encounter {
  return { ...ENTITY_EXAMPLES.Encounter, id, appointment: null, status: 'SCHEDULED', ...extra };
}
function at(startMs: number, end: string | null = null): Appointment {
  return { ...appointment, start: iso(startMs), end };
}

describe('Upcoming and past encounters (designed; spec: other encounter fields not shown)', () => {
  it('a terminal status is past whatever the appointment says', () => {
    for (const status of PAST_ENCOUNTER_STATUSES) {
      expect(isEncounterPast(encounter('e', { status, appointment: at(now + DAY) }), now)).toBe(
        true,
      );
    }
  });

  it('an appointment that is over is past even before the status catches up', () => {
    expect(isEncounterPast(encounter('e', { appointment: at(now - DAY) }), now)).toBe(true);
    const endsLater = at(now - 1000, iso(now + 1000));
    expect(isEncounterPast(encounter('e', { appointment: endsLater }), now)).toBe(false);
    expect(isEncounterPast(encounter('e', { status: 'AWAITING_PAYMENT' }), now)).toBe(false);
  });

  it('splits: upcoming soonest first then unscheduled by created; past most recent first', () => {
    const list = [
      encounter('unscheduled-new', { created: '2026-02-10T00:00:00Z', status: 'CREATED' }),
      encounter('in-5-days', { appointment: at(now + 5 * DAY) }),
      encounter('unscheduled-old', { created: '2026-01-10T00:00:00Z', status: 'CREATED' }),
      encounter('in-1-day', { appointment: at(now + DAY) }),
      encounter('done-long-ago', { status: 'COMPLETED', appointment: at(now - 90 * DAY) }),
      encounter('scanned-yesterday', { status: 'SCANNED', appointment: at(now - DAY) }),
      encounter('cancelled-no-apt', { status: 'CANCELLED', created: '2025-12-01T00:00:00Z' }),
    ];
    const { upcoming, past } = splitEncountersByTime(list, now);
    expect(upcoming.map((e) => e.id)).toEqual([
      'in-1-day',
      'in-5-days',
      'unscheduled-old',
      'unscheduled-new',
    ]);
    expect(past.map((e) => e.id)).toEqual([
      'scanned-yesterday',
      'done-long-ago',
      'cancelled-no-apt',
    ]);
  });

  it('"A date less than this many days away counts as near: 121 days"', () => {
    const days = CONSTANTS.nearDateDays;
    const near = encounter('near', { appointment: at(now + (days - 1) * DAY) });
    const far = encounter('far', { appointment: at(now + days * DAY) });
    expect(isEncounterAppointmentNear(near, now)).toBe(true);
    expect(isEncounterAppointmentNear(far, now)).toBe(false);
  });

  it('past encounters and encounters without an appointment are never near', () => {
    expect(isEncounterAppointmentNear(encounter('none'), now)).toBe(false);
    const past = encounter('past', { status: 'COMPLETED', appointment: at(now + DAY) });
    expect(isEncounterAppointmentNear(past, now)).toBe(false);
  });
});
