import type { Finding, FindingSnippet } from './findingSchema';

/** The parts of a finding the derived values read; sub-findings are irrelevant to both. */
export type FindingSnippetHolder = Pick<Finding, 'snippets'>;

const scoreOf = (snippet: FindingSnippet): number | undefined =>
  typeof snippet.eScore === 'number' && !Number.isNaN(snippet.eScore) ? snippet.eScore : undefined;

/**
 * The snippets sorted by eScore, ascending and numerically (2 before 10), in a new array; the
 * input is not mutated. Snippets without a score go last, keeping their order (the sort is
 * stable), as lodash's sortBy places undefined.
 */
export function sortFindingSnippetsByEScore<T extends FindingSnippet>(snippets: readonly T[]): T[] {
  return [...snippets].sort((left, right) => {
    const a = scoreOf(left);
    const b = scoreOf(right);
    if (a === undefined) return b === undefined ? 0 : 1;
    if (b === undefined) return -1;
    return a - b;
  });
}

/**
 * Spec section 3: "eScore is the last value after sorting the snippets by eScore", i.e. the
 * highest score of the finding's own snippets. Snippets without a score are ignored; no scored
 * snippet gives undefined. Sub-findings' snippets are not read.
 */
export function findingEScore(finding: FindingSnippetHolder): number | undefined {
  const scored = sortFindingSnippetsByEScore(finding.snippets).filter(
    (snippet) => scoreOf(snippet) !== undefined,
  );
  return scored.length === 0 ? undefined : scoreOf(scored[scored.length - 1] as FindingSnippet);
}

/**
 * Spec section 3: "hasPotentialCancer is true if any top-level snippet is flagged". Only the
 * finding's own snippets count, not those of its sub-findings; only `true` is a flag.
 */
export function findingHasPotentialCancer(finding: FindingSnippetHolder): boolean {
  return finding.snippets.some((snippet) => snippet.potentialCancer === true);
}

/** Both derived values of a finding, for a card or a list row. */
export interface FindingDerivedValues {
  readonly eScore: number | undefined;
  readonly hasPotentialCancer: boolean;
}

export function deriveFindingValues(finding: FindingSnippetHolder): FindingDerivedValues {
  return {
    eScore: findingEScore(finding),
    hasPotentialCancer: findingHasPotentialCancer(finding),
  };
}
