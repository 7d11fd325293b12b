import { describe, expect, it } from 'vitest';
import { restHarness } from '../src/http/testing';
import { createPlatform, DEMO_MEMBER, NO_PHONE_MEMBER } from '../src/platform';
import type { Platform } from '../src/platform';
import { payWithTestCard } from './support/payments';
import { refusal } from './support/refusal';

// A member cannot be booked twice at once: the platform refuses an appointment that overlaps
// another live appointment of the same member, at any center, with 409 appointment_overlap.

const NOW = new Date('2026-03-01T12:00:00Z');
const fresh = () => createPlatform({ now: () => NOW });

// Tuesday 10 March 2026, 10:00 in New York (EDT): a Full Body Scan there lasts 60 minutes.
const FIRST = { centerId: 'ctr_nyc_5th', start: '2026-03-10T14:00:00Z' };

/** Pays for a package (booked at the slot when one is given); the encounter id. */
function pay(p: Platform, memberId: string, packageId: string, slot?: typeof FIRST): string {
  payWithTestCard(
    p.createPendingCharge(memberId, packageId, { packageId, addOnIds: [], slot: slot ?? null }),
  );
  return p.completePendingCharge(memberId, packageId).encounterId;
}

describe('overlapping appointments', () => {
  it('refuses a second appointment of the member that overlaps the first, at another center', () => {
    const p = fresh();
    pay(p, DEMO_MEMBER.id, 'pkg_full_body', FIRST);
    const second = pay(p, DEMO_MEMBER.id, 'pkg_heart_ct');
    const before = p.snapshot();
    const error = refusal(() =>
      p.reserveAppointment(DEMO_MEMBER.id, {
        encounterId: second,
        centerId: 'ctr_mia_internal',
        start: '2026-03-10T14:30:00Z',
      }),
    );
    expect(error).toMatchObject({ status: 409, code: 'appointment_overlap' });
    expect(error.message).toContain('2026-03-10T14:00:00Z');
    expect(p.snapshot()).toEqual(before);
  });

  it('books the time right after the first one ends', () => {
    const p = fresh();
    pay(p, DEMO_MEMBER.id, 'pkg_full_body', FIRST);
    const second = pay(p, DEMO_MEMBER.id, 'pkg_heart_ct');
    const appointment = p.reserveAppointment(DEMO_MEMBER.id, {
      encounterId: second,
      centerId: 'ctr_mia_internal',
      start: '2026-03-10T15:00:00Z',
    });
    expect(appointment.start).toBe('2026-03-10T15:00:00Z');
  });

  it('lets another member book the same time elsewhere', () => {
    const p = fresh();
    pay(p, DEMO_MEMBER.id, 'pkg_full_body', FIRST);
    const other = pay(p, NO_PHONE_MEMBER.id, 'pkg_heart_ct', {
      centerId: 'ctr_mia_internal',
      start: '2026-03-10T14:30:00Z',
    });
    expect(p.getEncounter(NO_PHONE_MEMBER.id, other).status).toBe('SCHEDULED');
  });

  it('refuses an overlapping slot when the charge is made, before the member pays', () => {
    const p = fresh();
    pay(p, DEMO_MEMBER.id, 'pkg_full_body', FIRST);
    const before = p.snapshot();
    const error = refusal(() =>
      p.createPendingCharge(DEMO_MEMBER.id, 'pkg_heart_ct', {
        packageId: 'pkg_heart_ct',
        addOnIds: [],
        slot: { centerId: 'ctr_mia_internal', start: '2026-03-10T14:45:00Z' },
      }),
    );
    expect(error.code).toBe('appointment_overlap');
    expect(p.snapshot()).toEqual(before);
  });

  it('refuses a reschedule onto another appointment of the member; moving within its own time is fine', () => {
    const p = fresh();
    pay(p, DEMO_MEMBER.id, 'pkg_full_body', FIRST);
    const second = pay(p, DEMO_MEMBER.id, 'pkg_heart_ct', {
      centerId: 'ctr_mia_internal',
      start: '2026-03-10T16:00:00Z',
    });
    const appointmentId = p.getEncounter(DEMO_MEMBER.id, second).appointment?.id ?? '';
    const onto = refusal(() =>
      p.rescheduleAppointment(DEMO_MEMBER.id, appointmentId, { start: '2026-03-10T14:30:00Z' }),
    );
    expect(onto.code).toBe('appointment_overlap');
    const moved = p.rescheduleAppointment(DEMO_MEMBER.id, appointmentId, {
      start: '2026-03-10T16:30:00Z',
    });
    expect(moved.start).toBe('2026-03-10T16:30:00Z');
  });

  it('a cancelled appointment no longer blocks its time', () => {
    const p = fresh();
    const first = pay(p, DEMO_MEMBER.id, 'pkg_full_body', FIRST);
    const firstAppointment = p.getEncounter(DEMO_MEMBER.id, first).appointment?.id ?? '';
    p.cancelAppointment(DEMO_MEMBER.id, firstAppointment, {});
    const second = pay(p, DEMO_MEMBER.id, 'pkg_heart_ct');
    const appointment = p.reserveAppointment(DEMO_MEMBER.id, {
      encounterId: second,
      centerId: 'ctr_mia_internal',
      start: '2026-03-10T14:30:00Z',
    });
    expect(appointment.status).toBe('CONFIRMED');
  });

  it('answers the refusal over REST in the error shape of the catalogue', async () => {
    const h = restHarness();
    pay(h.platform, DEMO_MEMBER.id, 'pkg_full_body', FIRST);
    const second = pay(h.platform, DEMO_MEMBER.id, 'pkg_heart_ct');
    const r = await h.call('appointmentReserve', '/packages/appointments', {
      body: { encounterId: second, centerId: 'ctr_mia_internal', start: '2026-03-10T14:30:00Z' },
    });
    expect(r.status).toBe(409);
    expect(r.json).toEqual({
      code: 'appointment_overlap',
      message: expect.stringContaining('You already have an appointment') as string,
      path: null,
    });
  });

  it("a second Full Body Scan at the same center overlapping the first: refused as an overlap with the member's own appointment, not as a taken slot", () => {
    const p = fresh();
    pay(p, DEMO_MEMBER.id, 'pkg_full_body', FIRST);
    const error = refusal(() =>
      p.createPendingCharge(DEMO_MEMBER.id, 'pkg_full_body', {
        packageId: 'pkg_full_body',
        addOnIds: [],
        slot: { centerId: FIRST.centerId, start: '2026-03-10T14:30:00Z' },
      }),
    );
    expect(error).toMatchObject({ status: 409, code: 'appointment_overlap' });
  });

  it('a second Full Body Scan later the same day books: the repeat interval is a warning of the app, not a refusal', () => {
    const p = fresh();
    pay(p, DEMO_MEMBER.id, 'pkg_full_body', FIRST);
    const second = pay(p, DEMO_MEMBER.id, 'pkg_full_body', {
      centerId: FIRST.centerId,
      start: '2026-03-10T18:00:00Z',
    });
    expect(p.getEncounter(DEMO_MEMBER.id, second)).toMatchObject({
      status: 'SCHEDULED',
      appointment: { start: '2026-03-10T18:00:00Z', centerId: FIRST.centerId },
    });
  });

  it('the seed books no member twice at once', () => {
    const live = fresh()
      .snapshot()
      .appointments.filter((a) => a.status !== 'CANCELLED' && a.status !== 'NO_SHOW');
    for (const a of live) {
      for (const b of live) {
        if (a === b || a.memberId !== b.memberId) continue;
        expect(a.start < (b.end ?? b.start) && b.start < (a.end ?? a.start)).toBe(false);
      }
    }
  });
});
