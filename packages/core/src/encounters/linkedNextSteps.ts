import type { EncounterNextStep } from '../schemas';

/**
 * The next steps a member takes in the app from a link (a plan to choose, a payment, the
 * questionnaire, the mammogram upload, the report). The others have no place of their own:
 * scheduling needs the booking flow's entry, attending and waiting for a report are said in
 * words. Every step but SELECT_PLAN opens on its encounter.
 */
export const LINKED_NEXT_STEPS: readonly EncounterNextStep[] = Object.freeze([
  'SELECT_PLAN',
  'PAY',
  'AUTHORIZE_PAYMENT',
  'COMPLETE_QUESTIONNAIRE',
  'UPLOAD_MAMMOGRAM',
  'VIEW_REPORT',
]);

/** Whether the member takes `step` from a link (LINKED_NEXT_STEPS). */
export function isLinkedNextStep(step: EncounterNextStep): boolean {
  return LINKED_NEXT_STEPS.includes(step);
}
