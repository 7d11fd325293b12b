import { type } from 'superstruct';
import { EntityIdSchema, parseAndValidate } from '../schemas';
import type { RouteQuery } from './routeSearch';

const ExtraDataSchema = type({ encounterId: EntityIdSchema });

/** What the medical questionnaire's extraData must hold. Extra fields pass through. */
export interface MedicalQuestionnaireExtraData {
  readonly encounterId: string;
  readonly [extra: string]: unknown;
}

/**
 * "Requires query extraData, a JSON value holding encounterId": parses the query value safely.
 * Anything else (missing, not JSON, not an object, no non-empty string encounterId) is
 * undefined; hostile text never throws.
 */
export function parseMedicalQuestionnaireExtraData(
  extraData: string | undefined,
): MedicalQuestionnaireExtraData | undefined {
  if (extraData === undefined) return undefined;
  const parsed = parseAndValidate(ExtraDataSchema, extraData);
  return parsed.ok ? parsed.value : undefined;
}

/**
 * "query direct": present and not an explicit no. 'false' and '0' are read as no (designed; the
 * spec does not show the value the links send).
 */
export function isDirectMedicalQuestionnaireEntry(query: RouteQuery): boolean {
  const direct = query['direct'];
  if (direct === undefined) return false;
  const normalized = direct.trim().toLowerCase();
  return normalized !== 'false' && normalized !== '0';
}
