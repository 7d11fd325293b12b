/**
 * The demo member's records in the platform's seed (packages/mock-server/src/platform/seed.ts),
 * by what they are: the seed's ids are fixed, laid out around SCENE_START (1 January 2026).
 * - A Full Body Scan (with the heart add-on) completed about 400 days before, its report ready.
 * - A Heart CT scanned 40 days before, REPORT_READY (its report flags a lung nodule).
 * - A Mammography on 22 January 2026, 10:00 in New York (in 21 days), SW-100003: its medical
 *   questionnaire and prior-mammogram upload tasks open, its invoice due.
 */
export const DEMO = {
  bodyScan: 'enc_demo_1',
  heartCt: 'enc_demo_2',
  mammography: 'enc_demo_3',
  mammographyAppointment: 'apt_demo_3',
  mammographyBookingCode: 'SW-100003',
  questionnaireTask: 'tsk_demo_mq',
  mammogramUploadTask: 'tsk_demo_mammo',
  bodyScanReport: 'rep_demo_1',
  heartCtReport: 'rep_demo_2',
  dueInvoice: 'inv_demo_3',
  dueInvoiceNumber: 'SW-2026-0003',
} as const;

/** A member who joins in a scene (see `joined`): no scans, no tasks, no messages yet. */
export const NEW_MEMBER = {
  email: 'new.member@example.com',
  password: 'New-member-password-1',
  firstName: 'Nora',
  lastName: 'New',
} as const;
