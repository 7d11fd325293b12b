import {
  BOOKING_FLOW_STEPS,
  isFlowType,
  type BookingFlowStep,
  type BookingJourney,
  type BookingJourneyState,
  type FlowType,
} from '@scanwise/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';

/** The journey service and its snapshot (useStore). */
export function useBookingJourney(): {
  readonly journey: BookingJourney;
  readonly state: BookingJourneyState;
} {
  const journey = useService(TOKENS.bookingJourney);
  const state = useStore(journey);
  return { journey, state };
}

/** The booking prefix of the current path (`/book-scan/select-plan` -> `book-scan`). */
export function useBookingFlow(): FlowType {
  const { pathname } = useLocation();
  const first = pathname.split('/').find((part) => part !== '') ?? '';
  return isFlowType(first) ? first : 'book-scan';
}

const indexOf = (step: BookingFlowStep): number => BOOKING_FLOW_STEPS.indexOf(step);

/**
 * Keeps the URL and the journey's step together, so every step survives a reload and the
 * browser's back button works:
 * - when the screen opens on an earlier step than the journey's (the browser's back button, a
 *   bookmark), the journey goes back to it when it may (never from scan-confirm);
 * - otherwise, and whenever the journey moves while the screen is open (an action succeeded, a
 *   slot was taken, an error blocks), the app follows it to the journey's path.
 * A journey that has not started (step null) is left to the screen (select-plan starts one; the
 * route gate sends the others home).
 */
export function useBookingStepSync(
  screenStep: BookingFlowStep,
  state: BookingJourneyState,
  enabled = true,
): void {
  const navigate = useNavigate();
  const { journey } = useBookingJourney();
  const flow = useBookingFlow();
  const opened = useRef(false);
  const { step, path } = state;
  useEffect(() => {
    if (!enabled) return;
    const firstLook = !opened.current;
    opened.current = true;
    // Back on a step after signing in again: "Your session has ended" no longer applies.
    if (firstLook) journey.clearSignedOutError();
    if (step === null || path === null || step === screenStep) return;
    if (
      firstLook &&
      state.flow === flow &&
      screenStep !== 'booking-error' &&
      step !== 'scan-confirm' &&
      step !== 'booking-error' &&
      indexOf(screenStep) < indexOf(step) &&
      journey.goBack(screenStep).ok
    ) {
      return;
    }
    void navigate(path, { replace: true });
  }, [enabled, step, path, screenStep, flow, state.flow, journey, navigate]);
}
