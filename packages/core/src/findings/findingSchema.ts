import { array, boolean, number, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
// Primitives are imported directly (not from '../schemas'): schemas/reports.ts imports this file.
import { EntityIdSchema, optionalNullable } from '../schemas/primitives';

/**
 * One snippet of a finding. Spec section 3: "snippets (each with eScore and a potentialCancer
 * flag)". Both are tolerated as null or absent on the wire: a snippet without a score is ignored
 * by the eScore rule, and only `potentialCancer: true` counts as flagged. Extra fields such as
 * `id` or `text` pass through (`type()`).
 */
export const FindingSnippetSchema = type({
  eScore: optionalNullable(number()),
  potentialCancer: optionalNullable(boolean()),
  text: optionalNullable(string()),
  // Lets screens key a snippet; designed, the spec shows no snippet id.
  id: optionalNullable(string()),
});
export type FindingSnippet = Infer<typeof FindingSnippetSchema>;

/** Display fields shared by a finding and its sub-findings; the spec shows none (designed). */
const findingDisplayFields = {
  id: optionalNullable(EntityIdSchema),
  title: optionalNullable(string()),
  /** The organ or body area, e.g. 'Liver'. */
  organ: optionalNullable(string()),
  summary: optionalNullable(string()),
};

/**
 * A sub-finding: spec "subFindings that also hold snippets". Validated one level deep; a deeper
 * `subFindings` field would pass through unchecked (the spec shows no nesting below this).
 */
export const SubFindingSchema = type({
  ...findingDisplayFields,
  snippets: array(FindingSnippetSchema),
});
export type SubFinding = Infer<typeof SubFindingSchema>;

/**
 * A finding of a report. Spec section 3: "snippets (each with eScore and a potentialCancer flag)
 * and subFindings that also hold snippets". `subFindings` may be null or absent (none).
 */
export const FindingSchema = type({
  ...findingDisplayFields,
  snippets: array(FindingSnippetSchema),
  subFindings: optionalNullable(array(SubFindingSchema)),
});
export type Finding = Infer<typeof FindingSchema>;
