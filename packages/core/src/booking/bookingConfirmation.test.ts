import { describe, expect, it } from 'vitest';
import { CALL_EXAMPLES, type Plan } from '../schemas';
import { bookingNextSteps, buildBookingConfirmation } from './bookingConfirmation';
import { DEFAULT_BOOKING_STATE } from './bookingState';

const appointment = CALL_EXAMPLES.appointmentReserve.response;
const plan = CALL_EXAMPLES.planList.response[0]!;
const NOW = Date.UTC(2026, 1, 1);

describe('buildBookingConfirmation', () => {
  it('"Calendar links default the event title to Appointment" when no plan is known', () => {
    const confirmation = buildBookingConfirmation({
      booking: {
        ...DEFAULT_BOOKING_STATE,
        currentAppointment: { ...appointment, end: null, bookingCode: null },
      },
      now: NOW,
    });
    expect(confirmation.calendar?.event.title).toBe('Scanwise Fifth Avenue');
    // Without an end the plan's duration (60 min by default) is used.
    expect(confirmation.calendar?.icsText).toContain('DTEND:20260302T150000Z');
    expect(confirmation.calendar?.icsText).not.toContain('DESCRIPTION');
    expect(confirmation.localStart).toMatchObject({
      localTime: '09:00',
      timeZone: 'America/New_York',
    });
    expect(confirmation.nextSteps.map((s) => s.step)).toEqual(['COMPLETE_QUESTIONNAIRE']);
  });

  it('a mammogram adds the upload step; the questionnaire link carries extraData and direct', () => {
    const mammo: Plan = { ...plan, kind: 'MAMMOGRAPHY' };
    const steps = bookingNextSteps('enc 1', mammo);
    expect(steps).toEqual([
      {
        step: 'COMPLETE_QUESTIONNAIRE',
        path: '/medical-questionnaire?extraData=%7B%22encounterId%22%3A%22enc%201%22%7D&direct=true',
      },
      { step: 'UPLOAD_MAMMOGRAM', path: '/mammo-upload/enc%201' },
    ]);
    expect(bookingNextSteps(null, mammo)).toEqual([]);
  });

  it('a requested (offline) appointment is not confirmed yet', () => {
    const confirmation = buildBookingConfirmation({
      booking: {
        ...DEFAULT_BOOKING_STATE,
        package: plan,
        currentAppointment: { ...appointment, status: 'REQUESTED' },
      },
      now: NOW,
    });
    expect(confirmation.status).toBe('requested');
    expect(confirmation.calendar?.event.details).toBe('Booking code SW-7781');
  });
});
