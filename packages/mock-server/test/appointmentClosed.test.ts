import { describe, expect, it } from 'vitest';
import { createPlatform, DEMO_MEMBER } from '../src/platform';
import type { Platform } from '../src/platform';
import { payWithTestCard } from './support/payments';
import { refusal } from './support/refusal';

// "Appointments the member can no longer move or cancel" are the core's isAppointmentChangeable:
// a cancelled, completed or missed appointment is refused with 409 appointment_closed.

const NOW = new Date('2026-03-01T12:00:00Z');
const SLOT = { centerId: 'ctr_nyc_5th', start: '2026-03-10T14:00:00Z' };

/** A paid Full Body Scan booked at SLOT: its encounter and appointment ids. */
function booked(p: Platform): { encounterId: string; appointmentId: string } {
  const charge = p.createPendingCharge(DEMO_MEMBER.id, 'pkg_full_body', {
    packageId: 'pkg_full_body',
    addOnIds: [],
    slot: SLOT,
  });
  payWithTestCard(charge);
  const { encounterId } = p.completePendingCharge(DEMO_MEMBER.id, 'pkg_full_body');
  const appointmentId = p.getEncounter(DEMO_MEMBER.id, encounterId).appointment?.id ?? '';
  return { encounterId, appointmentId };
}

describe('closed appointments', () => {
  it('a cancelled appointment can be neither moved nor cancelled again', () => {
    const p = createPlatform({ now: () => NOW });
    const { appointmentId } = booked(p);
    p.cancelAppointment(DEMO_MEMBER.id, appointmentId, {});
    expect(
      refusal(() =>
        p.rescheduleAppointment(DEMO_MEMBER.id, appointmentId, { start: '2026-03-11T14:00:00Z' }),
      ),
    ).toMatchObject({ status: 409, code: 'appointment_closed' });
    expect(refusal(() => p.cancelAppointment(DEMO_MEMBER.id, appointmentId, {}))).toMatchObject({
      status: 409,
      code: 'appointment_closed',
    });
  });

  it('a completed appointment (its scan done) or a missed one is closed too', () => {
    for (const status of ['SCANNED', 'NO_SHOW'] as const) {
      const p = createPlatform({ now: () => NOW });
      const { encounterId, appointmentId } = booked(p);
      p.advanceEncounter(encounterId, status);
      expect(refusal(() => p.cancelAppointment(DEMO_MEMBER.id, appointmentId, {}))).toMatchObject({
        code: 'appointment_closed',
      });
    }
  });
});
