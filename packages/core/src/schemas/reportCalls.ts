import { array } from 'superstruct';
import { bodyless, call, json, noQuery, type CallDefinition } from './callDefinition';
import { DigitalReportSchema, ReportSchema } from './reports';
import { ViewerHappinessScoreRequestSchema, ViewerHappinessScoreResponseSchema } from './requests';

/**
 * The member's reports: the released ones, a digital report, the image viewer's happiness score.
 *
 * A part of the call catalogue (CALLS, calls.ts): a journey's member calls take the parts they
 * make, so its chunk carries those definitions and their schemas only.
 */
export const REPORT_CALLS = {
  reportList: call({
    method: 'GET',
    path: '/diagnostics/reports',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(ReportSchema),
    successStatus: 200,
    description: 'Dashboard/Reports: released reports.',
  }),
  digitalReportGet: call({
    method: 'GET',
    path: '/diagnostics/encounters/:encounterId/digital-report',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: DigitalReportSchema,
    successStatus: 200,
    description: 'Dashboard/Reports/DigitalReport: reports/digital-report/:encounterId.',
  }),
  viewerHappinessScore: call({
    method: 'POST',
    path: '/api/members/viewerhappinessscore',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: ViewerHappinessScoreRequestSchema,
    response: ViewerHappinessScoreResponseSchema,
    successStatus: 200,
    description: 'POST /api/members/viewerhappinessscore; data.result. Errors reject.',
  }),
} as const satisfies Record<string, CallDefinition>;
