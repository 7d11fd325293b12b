import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from '../schemas';
import { isAppointmentChangeable } from './appointmentChangeable';

describe('isAppointmentChangeable', () => {
  it('lets the member move or cancel a requested, confirmed or rescheduled appointment only', () => {
    const changeable = APPOINTMENT_STATUSES.filter((status) => isAppointmentChangeable(status));
    expect(changeable).toEqual(['REQUESTED', 'CONFIRMED', 'RESCHEDULED']);
  });

  it('treats a cancelled, completed or missed appointment as closed', () => {
    for (const status of ['CANCELLED', 'COMPLETED', 'NO_SHOW'] as const) {
      expect(isAppointmentChangeable(status)).toBe(false);
    }
  });
});
