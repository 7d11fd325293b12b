import type { Encounter, Finding } from '@scanwise/core';
import { touchEncounter } from './encounters';
import { notFound } from './errors';
import { FILE_PATHS } from './filePaths';
import { publicOf, type Owned } from './records';
import { LOCAL_RADIOLOGIST } from './reports';
import type { PlatformStore } from './store';
import { addMessage } from './messages';
import { addTask } from './tasks';

/** The statuses the clinic moves an encounter to (the scenario controls' advance). */
export type ClinicStatus = 'SCANNED' | 'REPORT_READY' | 'COMPLETED' | 'NO_SHOW';

/** A report with one unremarkable finding, its PDF document, a task to review it and a message. */
function releaseReport(store: PlatformStore, encounter: Owned<Encounter>): void {
  const { state } = store;
  const encounterId = encounter.id;
  const reportId = store.nextId('rep');
  const title = `${encounter.name ?? 'Scan'} report`;
  const findings: Finding[] = [
    {
      id: `${reportId}_f1`,
      title: 'No significant abnormality',
      organ: 'General',
      snippets: [
        { id: `${reportId}_f1_s1`, text: 'Unremarkable study.', eScore: 1, potentialCancer: false },
      ],
      subFindings: [],
    },
  ];
  state.reports.push({
    id: reportId,
    memberId: encounter.memberId,
    encounterId,
    title,
    created: store.nowIso(),
    summary: 'No urgent findings.',
    radiologist: LOCAL_RADIOLOGIST,
    findings,
    sections: [
      { id: `${reportId}_sec1`, title: 'Overview', body: 'No urgent findings.', findings },
    ],
    viewerUrl: FILE_PATHS.viewer(encounterId),
  });
  const documentId = store.nextId('doc');
  state.documents.push({
    id: documentId,
    memberId: encounter.memberId,
    title: `${title} (PDF)`,
    kind: 'REPORT',
    created: store.nowIso(),
    contentType: 'application/pdf',
    size: 245_760,
    url: FILE_PATHS.documentPdf(documentId),
    encounterId,
  });
  addMessage(store, {
    id: store.nextId('msg'),
    memberId: encounter.memberId,
    threadId: store.nextId('thr'),
    from: 'care-team',
    subject: `Your ${encounter.name ?? 'scan'} report is ready`,
    body: 'Your report is ready in the Reports tab.',
    created: store.nowIso(),
    read: false,
  });
  addTask(store, encounter.memberId, 'REVIEW_REPORT', `Review your ${title}`, encounterId, null);
  encounter.reportAvailable = true;
}

/** What the clinic does after the booking (a scenario control; pushed like any change). */
export function clinicOperations(store: PlatformStore) {
  return {
    /**
     * SCANNED completes the appointment; REPORT_READY also releases a report (with a finding),
     * a report document, a REVIEW_REPORT task and a care-team message; COMPLETED and NO_SHOW
     * just set the status.
     */
    advanceEncounter(encounterId: string, status: ClinicStatus): Encounter {
      return store.mutate((s) => {
        const encounter = s.encounters.find((e) => e.id === encounterId);
        if (!encounter) throw notFound('Encounter');
        const appointment = s.appointments.find(
          (a) => a.encounterId === encounterId && a.status !== 'CANCELLED',
        );
        if (appointment && status !== 'COMPLETED') {
          appointment.status = status === 'NO_SHOW' ? 'NO_SHOW' : 'COMPLETED';
          encounter.appointment = structuredClone(publicOf(appointment));
        }
        if (status === 'REPORT_READY' && !s.reports.some((r) => r.encounterId === encounterId)) {
          releaseReport(store, encounter);
        }
        encounter.status = status;
        touchEncounter(store, encounter);
        return structuredClone(publicOf(encounter));
      });
    },
  };
}
