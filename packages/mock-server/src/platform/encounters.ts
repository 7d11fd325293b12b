import type { Encounter, EncounterNextStep, Task } from '@scanwise/core';
import { ownEncounter } from './lookups';
import { byCreated, publicOf, type Owned } from './records';
import type { PlatformStore } from './store';

/** What the member does next for an encounter, from its status and its open tasks. */
function nextStepOf(store: PlatformStore, encounter: Encounter): EncounterNextStep {
  const open = (type: Task['type']) =>
    store.state.tasks.some((t) => t.encounterId === encounter.id && t.type === type && !t.done);
  switch (encounter.status) {
    case 'CREATED':
      return 'SELECT_PLAN';
    case 'AWAITING_PAYMENT':
      return 'PAY';
    case 'AWAITING_SCHEDULING':
      return 'SCHEDULE';
    case 'SCHEDULED':
      if (open('MEDICAL_QUESTIONNAIRE')) return 'COMPLETE_QUESTIONNAIRE';
      if (open('MAMMO_UPLOAD')) return 'UPLOAD_MAMMOGRAM';
      return 'ATTEND_APPOINTMENT';
    case 'SCANNED':
      return 'AWAIT_REPORT';
    case 'REPORT_READY':
      return 'VIEW_REPORT';
    default:
      return 'NONE';
  }
}

/** After any change of an encounter: its next step and update time, announced on the hubs. */
export function touchEncounter(store: PlatformStore, encounter: Owned<Encounter>): void {
  encounter.nextStep = nextStepOf(store, encounter);
  encounter.updated = store.nowIso();
  store.announce({
    type: 'encounter-changed',
    userId: encounter.memberId,
    encounter: structuredClone(publicOf(encounter)),
  });
}

/** The member's encounters (scans and their journeys). */
export function encounterOperations(store: PlatformStore) {
  return {
    listEncounters: (userId: string): Encounter[] =>
      store.state.encounters
        .filter((e) => e.memberId === userId)
        .sort(byCreated)
        .map((e) => structuredClone(publicOf(e))),
    getEncounter: (userId: string, encounterId: string): Encounter =>
      structuredClone(publicOf(ownEncounter(store, userId, encounterId))),
  };
}
