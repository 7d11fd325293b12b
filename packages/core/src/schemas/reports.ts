import { array, boolean, string, type, unknown } from 'superstruct';
import type { Infer } from 'superstruct';
import { EntityIdSchema, IsoDateTimeSchema, optionalNullable } from './primitives';

// Provisional until packages/core/src/findings exports FindingSchema (owned by another engineer).
const ReportFindingSchema = unknown();

/** A released report for one encounter. */
export const ReportSchema = type({
  id: EntityIdSchema,
  encounterId: EntityIdSchema,
  title: string(),
  created: IsoDateTimeSchema,
  summary: string(),
  findings: array(ReportFindingSchema),
});
export type Report = Infer<typeof ReportSchema>;

/** One section of the digital report (e.g. an organ system) and the findings under it. */
export const DigitalReportSectionSchema = type({
  id: EntityIdSchema,
  title: string(),
  body: string(),
  findings: array(ReportFindingSchema),
});
export type DigitalReportSection = Infer<typeof DigitalReportSectionSchema>;

/** The interactive report of route reports/digital-report/:encounterId. */
export const DigitalReportSchema = type({
  id: EntityIdSchema,
  encounterId: EntityIdSchema,
  reportId: EntityIdSchema,
  title: string(),
  created: IsoDateTimeSchema,
  summary: string(),
  sections: array(DigitalReportSectionSchema),
  findings: array(ReportFindingSchema),
  /** True when imaging can be opened in the viewer for this encounter. */
  viewerAvailable: boolean(),
  viewerUrl: optionalNullable(string()),
});
export type DigitalReport = Infer<typeof DigitalReportSchema>;
