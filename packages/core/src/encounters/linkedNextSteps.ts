import type { EncounterNextStep } from '../schemas';

/**
 * The next steps a member takes in the app from a link (a plan to choose, a payment, a time to
 * choose for a paid scan, the questionnaire, the mammogram upload, the report). Attending and
 * waiting for a report have no place of their own: they are said in words. Every step but
 * SELECT_PLAN opens on its encounter (SCHEDULE: the booking flow entered with it).
 */
export const LINKED_NEXT_STEPS: readonly EncounterNextStep[] = Object.freeze([
  'SELECT_PLAN',
  'PAY',
  'AUTHORIZE_PAYMENT',
  'SCHEDULE',
  'COMPLETE_QUESTIONNAIRE',
  'UPLOAD_MAMMOGRAM',
  'VIEW_REPORT',
]);

/** Whether the member takes `step` from a link (LINKED_NEXT_STEPS). */
export function isLinkedNextStep(step: EncounterNextStep): boolean {
  return LINKED_NEXT_STEPS.includes(step);
}

/**
 * The steps that book a scan (its plan, its payment, its time): until they are taken the scan
 * cannot happen, so they come before the tasks that prepare it (its questionnaire, its files),
 * on its card and in Home's next step.
 */
export const BOOKING_NEXT_STEPS: readonly EncounterNextStep[] = Object.freeze([
  'SELECT_PLAN',
  'PAY',
  'AUTHORIZE_PAYMENT',
  'SCHEDULE',
]);

/** Whether `step` books the scan (BOOKING_NEXT_STEPS). */
export function isBookingNextStep(step: EncounterNextStep): boolean {
  return BOOKING_NEXT_STEPS.includes(step);
}
