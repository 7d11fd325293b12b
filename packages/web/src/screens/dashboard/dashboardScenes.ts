import { LastHomeOverviewStore } from '@scanwise/core';
import type { PlatformState } from '@scanwise/mock-server/in-process';
import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { DEMO } from '../../test/platform/demoRecords';
import type { SceneSetup } from '../../test/platform/platformScene';

/**
 * Dashboard scenarios on the in-process platform, each reached as the platform would reach it
 * (its own operations) or, where no operation leads there, as a change to the seed.
 */

/** The demo member had the mammography and did both of its tasks: nothing upcoming, nothing to do. */
export const everythingDone: SceneSetup = ({ platform }) => {
  platform.completeTask(DEMO_MEMBER.id, DEMO.questionnaireTask);
  platform.completeTask(DEMO_MEMBER.id, DEMO.mammogramUploadTask);
  platform.advanceEncounter(DEMO.mammography, 'SCANNED');
};

/**
 * The demo member paid for a Full Body Scan without booking a time (the booking's own calls):
 * a second scan to schedule, with its own medical questionnaire task.
 */
export const paidForBodyScan: SceneSetup = ({ platform, payCharge }) => {
  const charge = platform.createPendingCharge(DEMO_MEMBER.id, 'pkg_full_body', {
    packageId: 'pkg_full_body',
    addOnIds: [],
  });
  payCharge(charge.clientSecret);
  platform.completePendingCharge(DEMO_MEMBER.id, 'pkg_full_body');
};

/** The demo's mammography appointment moved to `start` (an hour-long slot), in the seed. */
export const mammographyAt =
  (start: string) =>
  (state: PlatformState): void => {
    const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
    for (const appointment of state.appointments) {
      if (appointment.id === DEMO.mammographyAppointment)
        Object.assign(appointment, { start, end });
    }
    for (const encounter of state.encounters) {
      if (encounter.appointment?.id === DEMO.mammographyAppointment) {
        Object.assign(encounter.appointment, { start, end });
      }
    }
  };

/** The Heart CT's report without findings or sections, in the seed. */
export const reportWithoutFindings = (state: PlatformState): void => {
  const report = state.reports.find((candidate) => candidate.id === DEMO.heartCtReport)!;
  report.findings = [];
  report.sections = [];
};

/**
 * The Full Body Scan's report with findings from head to toe (six, without ids, one naming no
 * organ system), all listed again under one section, in the seed.
 */
export const reportWithManyFindings = (state: PlatformState): void => {
  const report = state.reports.find((candidate) => candidate.id === DEMO.bodyScanReport)!;
  const finding = (title: string, organ: string, eScore: number) => ({
    title,
    organ,
    snippets: [{ text: `${title}: seen on the scan.`, eScore, potentialCancer: false }],
  });
  report.findings = [
    finding('Small meningioma', 'Brain', 3),
    finding('Thyroid nodule', 'Thyroid', 2),
    finding('Gallstones', 'Gallbladder', 2),
    finding('Ovarian cyst', 'Ovary', 1),
    finding('Lumbar disc bulge', 'Spine', 2),
    finding('Incidental note', 'Unspecified', 1),
  ];
  report.sections = [
    { id: 'sec_all', title: 'All findings', body: 'Listed again.', findings: report.findings },
  ];
};

/** The demo member uploaded their prior mammograms: the questionnaire is the scan's task left. */
export const mammogramUploaded: SceneSetup = ({ platform }) => {
  platform.completeTask(DEMO_MEMBER.id, DEMO.mammogramUploadTask);
};

/** The demo's due invoice paid, in the seed. */
export const dueInvoicePaid = (state: PlatformState): void => {
  const invoice = state.invoices.find((candidate) => candidate.id === DEMO.dueInvoice)!;
  invoice.status = 'PAID';
};

/** The demo's due invoice was due on `dueDate` (YYYY-MM-DD), in the seed. */
export const dueInvoiceDueOn =
  (dueDate: string) =>
  (state: PlatformState): void => {
    const invoice = state.invoices.find((candidate) => candidate.id === DEMO.dueInvoice)!;
    invoice.dueDate = dueDate;
  };

/** The demo member's tasks of the mammography done (uploaded, questionnaire answered). */
export const mammographyTasksDone: SceneSetup = ({ platform }) => {
  platform.completeTask(DEMO_MEMBER.id, DEMO.questionnaireTask);
  platform.completeTask(DEMO_MEMBER.id, DEMO.mammogramUploadTask);
};

/**
 * Nothing left for the demo member but the booked mammography: the due invoice paid, every
 * message read, the Heart CT's report read (the encounter COMPLETED), in the seed.
 */
export const nothingLeftButTheScan = (state: PlatformState): void => {
  dueInvoicePaid(state);
  for (const message of state.messages) message.read = true;
  const heartCt = state.encounters.find((candidate) => candidate.id === DEMO.heartCt)!;
  Object.assign(heartCt, { status: 'COMPLETED', nextStep: 'NONE' });
};

/**
 * Home was seen on an earlier visit: the overview it showed then (two unread messages to read)
 * is kept on the device, as the member's data keeps it.
 */
export const homeSeenBefore: SceneSetup = ({ ports }) => {
  new LastHomeOverviewStore({ storage: ports.storage.local, clock: ports.clock }).save(
    DEMO_MEMBER.id,
    {
      nextStep: { kind: 'readMessages', unread: 2 },
      upcomingScan: undefined,
      upcomingScanStep: undefined,
      latestReport: undefined,
      unreadMessages: 2,
      invoicesDue: { count: 0, overdue: 0 },
    },
    undefined,
  );
};
