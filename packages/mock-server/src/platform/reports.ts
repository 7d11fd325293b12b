import type { DigitalReport, Report } from '@scanwise/core';
import { notFound } from './errors';
import { ownEncounter } from './lookups';
import { byCreated, publicOf } from './records';
import type { PlatformStore } from './store';

/** The radiologist who reads the local platform's scans. */
export const LOCAL_RADIOLOGIST = 'Dr. Priya Raman, MD';

/** The member's reports and documents (report and invoice PDFs). */
export function reportOperations(store: PlatformStore) {
  return {
    listReports: (userId: string): Report[] =>
      store.state.reports
        .filter((r) => r.memberId === userId)
        .sort(byCreated)
        .map((r) => ({
          id: r.id,
          encounterId: r.encounterId,
          title: r.title,
          created: r.created,
          summary: r.summary,
          findings: structuredClone(r.findings),
        })),

    getDigitalReport(userId: string, encounterId: string): DigitalReport {
      const encounter = ownEncounter(store, userId, encounterId);
      const report = store.state.reports.find(
        (r) => r.encounterId === encounterId && r.memberId === userId,
      );
      if (!report) throw notFound('Report');
      return structuredClone({
        id: `drp_${report.id}`,
        encounterId,
        reportId: report.id,
        title: report.title,
        created: report.created,
        summary: report.summary,
        radiologist: report.radiologist,
        scanned: encounter.appointment?.start ?? null,
        sections: report.sections,
        findings: report.findings,
        viewerAvailable: report.viewerUrl !== null,
        viewerUrl: report.viewerUrl,
      });
    },

    listDocuments: (userId: string) =>
      store.state.documents
        .filter((d) => d.memberId === userId)
        .sort(byCreated)
        .map((d) => structuredClone(publicOf(d))),
  };
}
