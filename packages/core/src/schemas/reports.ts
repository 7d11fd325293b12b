import { array, boolean, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { FindingSchema } from '../findings/findingSchema';
import { EntityIdSchema, IsoDateTimeSchema, optionalNullable } from './primitives';

// Findings of reports and digital-report sections: the Finding of spec section 3.
const ReportFindingSchema = FindingSchema;

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
  /** The radiologist who read the scan, as the report names them ("Dr. Priya Raman, MD"). */
  radiologist: optionalNullable(string()),
  /** When the scan was taken; `created` is when the report was released. */
  scanned: optionalNullable(IsoDateTimeSchema),
  sections: array(DigitalReportSectionSchema),
  findings: array(ReportFindingSchema),
  /** True when imaging can be opened in the viewer for this encounter. */
  viewerAvailable: boolean(),
  viewerUrl: optionalNullable(string()),
});
export type DigitalReport = Infer<typeof DigitalReportSchema>;
