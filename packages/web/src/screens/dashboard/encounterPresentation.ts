import {
  TASK_NEXT_STEPS,
  type Encounter,
  type EncounterNextStep,
  type EncounterStatus,
  type Task,
} from '@scanwise/core';
import type { StatusTone } from '../../design/components/StatusPill/StatusPill';

/**
 * Status colours: calm by default. Only what needs the member's action is amber; nothing on a
 * member's scan is red (a missed or cancelled scan is neutral, its words say it).
 */
export const ENCOUNTER_STATUS_TONES: Readonly<Record<EncounterStatus, StatusTone>> = {
  CREATED: 'neutral',
  AWAITING_PAYMENT: 'warning',
  AWAITING_SCHEDULING: 'warning',
  SCHEDULED: 'info',
  SCANNED: 'info',
  REPORT_READY: 'success',
  COMPLETED: 'success',
  CANCELLED: 'neutral',
  NO_SHOW: 'neutral',
};

/** The medical questionnaire's entry: "extraData, a JSON value holding encounterId" and direct. */
export function medicalQuestionnairePath(encounterId: string): string {
  const query = new URLSearchParams({ extraData: JSON.stringify({ encounterId }), direct: 'true' });
  return `/medical-questionnaire?${query.toString()}`;
}

/**
 * Where the member goes for an encounter's next step, when a route exists for it (spec section 2).
 * A scan to pay or to schedule goes back into the booking with the encounter
 * (`bookingResumePath`): PAY, a booking left at its payment step, whose hold has lapsed; SCHEDULE,
 * a paid scan without a time (its appointment cancelled, or paid on payment-authorize), reserved
 * there without a second payment. AUTHORIZE_PAYMENT, a payment the care team asks for, is
 * payment-authorize's.
 */
export function nextStepPath(
  step: EncounterNextStep,
  encounterId: string | null | undefined,
): string | undefined {
  switch (step) {
    case 'SELECT_PLAN':
      return '/book-scan/select-plan';
    case 'PAY':
    case 'SCHEDULE':
      return encounterId ? bookingResumePath(encounterId) : undefined;
    case 'AUTHORIZE_PAYMENT':
      return encounterId ? `/payment-authorize/${encodeURIComponent(encounterId)}` : undefined;
    case 'COMPLETE_QUESTIONNAIRE':
      return encounterId ? medicalQuestionnairePath(encounterId) : undefined;
    case 'UPLOAD_MAMMOGRAM':
      return encounterId ? `/mammo-upload/${encodeURIComponent(encounterId)}` : undefined;
    case 'VIEW_REPORT':
      return encounterId ? digitalReportPath(encounterId) : undefined;
    case 'ATTEND_APPOINTMENT':
    case 'AWAIT_REPORT':
    case 'NONE':
      return undefined;
  }
}

/**
 * The booking entered with a scan (its plan chosen): the member picks a center and a time, with the
 * discounts the booking offers, and pays unless the scan is paid already.
 */
export function bookingResumePath(encounterId: string): string {
  return `/book-scan/select-plan?${new URLSearchParams({ encounterId }).toString()}`;
}

export function digitalReportPath(encounterId: string): string {
  return `/reports/digital-report/${encodeURIComponent(encounterId)}`;
}

export function taskPath(task: Task): string | undefined {
  const step = TASK_NEXT_STEPS[task.type];
  return step === undefined ? undefined : nextStepPath(step, task.encounterId);
}

/** The encounter's name as shown: its own name, else its package's, else its kind's words. */
export function encounterTitleParts(encounter: Encounter): {
  readonly name: string | undefined;
  readonly kindKey: string;
} {
  // A blank name counts as none: the package's name, then the kind's words, stand in.
  const name = [encounter.name, encounter.package?.name]
    .map((candidate) => candidate?.trim())
    .find((candidate) => candidate !== undefined && candidate !== '');
  return { name, kindKey: `dashboard.encounter.kind.${encounter.kind}` };
}

/** Names one call to action: a scan's next step. */
export function stepOfferKey(
  encounterId: string | null | undefined,
  step: EncounterNextStep,
): string {
  return `${encounterId ?? ''}:${step}`;
}

/**
 * The calls to action the open tasks already offer (each a link to a scan's next step): Home
 * shows each once, so a scan card whose next step a task offers says it in words, without a link.
 */
export function stepsOfferedByTasks(tasks: readonly Task[]): ReadonlySet<string> {
  const offered = new Set<string>();
  for (const task of tasks) {
    const step = TASK_NEXT_STEPS[task.type];
    if (!task.done && step !== undefined && taskPath(task) !== undefined) {
      offered.add(stepOfferKey(task.encounterId, step));
    }
  }
  return offered;
}
