import {
  ENCOUNTERS_HUB,
  ENTITY_EXAMPLES,
  TASK_NOTES_HUB,
  type Encounter,
  type Invoice,
  type Message,
  type Task,
} from '@scanwise/core';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall, signInFakeMember } from '../../test/fakePlatform';

/**
 * Data and setups of the dashboard's stories and tests, built from the core's ENTITY_EXAMPLES.
 * The fake clock starts at 2026-01-01 09:00 UTC, so the mammography below (21 days later) is
 * "near" and the body scan of 2025 is past.
 */
const base = ENTITY_EXAMPLES.Encounter;
const appointment = ENTITY_EXAMPLES.Appointment;

export const UPCOMING_MAMMOGRAPHY: Encounter = {
  ...base,
  id: 'enc_mammo',
  created: '2025-12-20T10:00:00Z',
  name: 'Mammography',
  kind: 'MAMMOGRAPHY',
  status: 'SCHEDULED',
  nextStep: 'COMPLETE_QUESTIONNAIRE',
  addOnIds: [],
  appointment: {
    ...appointment,
    id: 'apt_mammo',
    encounterId: 'enc_mammo',
    start: '2026-01-22T15:00:00Z',
    end: '2026-01-22T15:30:00Z',
    bookingCode: 'SW-100003',
  },
};

export const TO_SCHEDULE: Encounter = {
  ...base,
  id: 'enc_lung',
  created: '2025-12-28T10:00:00Z',
  name: 'Lung CT',
  kind: 'LUNG_CT',
  status: 'AWAITING_SCHEDULING',
  nextStep: 'SCHEDULE',
  addOnIds: [],
  appointment: null,
};

export const REPORT_READY: Encounter = {
  ...base,
  id: 'enc_heart',
  created: '2025-11-01T10:00:00Z',
  name: 'Heart CT',
  kind: 'HEART_CT',
  status: 'REPORT_READY',
  nextStep: 'VIEW_REPORT',
  reportAvailable: true,
  addOnIds: [],
  appointment: {
    ...appointment,
    id: 'apt_heart',
    encounterId: 'enc_heart',
    start: '2025-11-22T14:30:00Z',
    end: '2025-11-22T15:00:00Z',
    status: 'COMPLETED',
  },
};

export const COMPLETED_BODY_SCAN: Encounter = {
  ...base,
  id: 'enc_body',
  created: '2024-11-01T10:00:00Z',
  status: 'COMPLETED',
  nextStep: 'NONE',
  reportAvailable: true,
  appointment: {
    ...appointment,
    id: 'apt_body',
    encounterId: 'enc_body',
    start: '2024-11-27T19:00:00Z',
    end: '2024-11-27T20:00:00Z',
    status: 'COMPLETED',
  },
};

export const ENCOUNTERS: readonly Encounter[] = [
  COMPLETED_BODY_SCAN,
  REPORT_READY,
  UPCOMING_MAMMOGRAPHY,
  TO_SCHEDULE,
];

export const TASKS: readonly Task[] = [
  {
    ...ENTITY_EXAMPLES.Task,
    id: 'tsk_mq',
    encounterId: 'enc_mammo',
    due: '2026-01-20T23:59:00Z',
  },
  {
    ...ENTITY_EXAMPLES.Task,
    id: 'tsk_upload',
    type: 'MAMMO_UPLOAD',
    title: 'Upload your previous mammogram',
    encounterId: 'enc_mammo',
    due: '2026-01-15T23:59:00Z',
  },
  {
    ...ENTITY_EXAMPLES.Task,
    id: 'tsk_done',
    type: 'REVIEW_REPORT',
    title: 'Review your report',
    encounterId: 'enc_heart',
    done: true,
  },
];

export const FLAGGED_FINDING = {
  id: 'fnd_lung',
  title: 'Lung nodule',
  organ: 'Lungs',
  snippets: [
    { id: 'snp_1', text: '6 mm nodule in the right upper lobe.', eScore: 3, potentialCancer: true },
    { id: 'snp_2', text: 'Smooth margins.', eScore: 2, potentialCancer: false },
  ],
  subFindings: [
    {
      id: 'sub_1',
      title: 'Right upper lobe',
      snippets: [{ id: 'snp_3', text: 'Follow-up CT suggested in 6 months.', eScore: 2 }],
    },
  ],
};

export const DIGITAL_REPORT = {
  ...ENTITY_EXAMPLES.DigitalReport,
  findings: [...ENTITY_EXAMPLES.DigitalReport.findings, FLAGGED_FINDING],
};

export const INVOICES: readonly Invoice[] = [
  ENTITY_EXAMPLES.Invoice,
  {
    ...ENTITY_EXAMPLES.Invoice,
    id: 'inv_43',
    number: 'SW-2026-00043',
    created: '2025-12-20T10:05:00Z',
    amount: 49_900,
    status: 'DUE',
    dueDate: '2026-01-15',
    lines: [{ description: 'Mammography', quantity: 1, unitAmount: 49_900, amount: 49_900 }],
    encounterId: 'enc_mammo',
    pdfUrl: null,
  },
];

export const MESSAGES: readonly Message[] = [
  ENTITY_EXAMPLES.Message,
  {
    ...ENTITY_EXAMPLES.Message,
    id: 'msg_2',
    from: 'member',
    subject: 'Parking at the center',
    body: 'Is there parking near the Fifth Avenue center?',
    created: '2026-02-04T09:00:00Z',
    read: true,
  },
];

/**
 * Makes the fake hubs answer their watch calls with these lists (the live stores fill when the
 * member signs in with accepted terms). The connections exist once the container is built.
 */
export function answerHubs(
  ports: FakeScanwisePorts,
  lists: { readonly encounters?: readonly Encounter[]; readonly tasks?: readonly Task[] },
): void {
  const encountersHub = ports.hubs.connectionTo(ENCOUNTERS_HUB.path);
  encountersHub?.handle(ENCOUNTERS_HUB.invoke.watch, () => ({
    encounters: lists.encounters ?? [],
  }));
  encountersHub?.handle(ENCOUNTERS_HUB.invoke.unwatch, () => undefined);
  const tasksHub = ports.hubs.connectionTo(TASK_NOTES_HUB.path);
  tasksHub?.handle(TASK_NOTES_HUB.invoke.watch, () => ({ tasks: lists.tasks ?? [] }));
  tasksHub?.handle(TASK_NOTES_HUB.invoke.unwatch, () => undefined);
}

/** Pushes an encounter change from the fake encounters hub (UpdateEncounter). */
export function pushEncounter(ports: FakeScanwisePorts, encounter: Encounter): number {
  const hub = ports.hubs.connectionTo(ENCOUNTERS_HUB.path);
  return hub?.serverPush(ENCOUNTERS_HUB.push.updateEncounter, encounter) ?? 0;
}

/** A story or test setup: the hubs answer, the REST lists answer, the demo member signs in. */
export function signedInWithLiveLists(lists: {
  readonly encounters?: readonly Encounter[];
  readonly tasks?: readonly Task[];
}): (container: ScanwiseContainer, ports: FakeScanwisePorts) => void {
  return (container, ports) => {
    answerHubs(ports, lists);
    answerCall(ports, 'encounterList', { body: lists.encounters ?? [] });
    answerCall(ports, 'taskList', { body: lists.tasks ?? [] });
    void signInFakeMember(container, ports);
  };
}

/** The platform's error body for a failing call. */
export const SERVER_ERROR = {
  status: 500,
  body: { code: 'server_error', message: 'The platform failed.' },
} as const;
