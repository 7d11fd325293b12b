import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveFindingValues,
  findingEScore,
  findingHasPotentialCancer,
  sortFindingSnippetsByEScore,
} from './findingDerivations';
import type { Finding, FindingSnippet } from './findingSchema';

const snippet = (eScore: number | null | undefined, potentialCancer = false): FindingSnippet =>
  eScore === undefined ? { potentialCancer } : { eScore, potentialCancer };

const arbitrarySnippet: fc.Arbitrary<FindingSnippet> = fc.record(
  {
    eScore: fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: undefined }),
    potentialCancer: fc.boolean(),
    text: fc.string(),
  },
  { requiredKeys: ['potentialCancer'] },
);

const arbitraryFinding: fc.Arbitrary<Finding> = fc.record({
  snippets: fc.array(arbitrarySnippet),
  subFindings: fc.array(fc.record({ snippets: fc.array(arbitrarySnippet) })),
});

const definedScores = (snippets: readonly FindingSnippet[]): number[] =>
  snippets.flatMap((s) => (typeof s.eScore === 'number' ? [s.eScore] : []));

describe('findingEScore', () => {
  it('"eScore is the last value after sorting the snippets by eScore"', () => {
    expect(findingEScore({ snippets: [snippet(2), snippet(4), snippet(3)] })).toBe(4);
  });

  it('sorts numerically, not as text (10 is above 9)', () => {
    expect(findingEScore({ snippets: [snippet(10), snippet(9), snippet(2)] })).toBe(10);
  });

  it('is undefined when the finding has no snippets', () => {
    expect(findingEScore({ snippets: [] })).toBeUndefined();
  });

  it('ignores snippets whose eScore is null or absent', () => {
    expect(findingEScore({ snippets: [snippet(null), snippet(1), snippet(undefined)] })).toBe(1);
    expect(findingEScore({ snippets: [snippet(null), snippet(undefined)] })).toBeUndefined();
  });

  it('reads only top-level snippets, not those of subFindings', () => {
    const finding: Finding = {
      snippets: [snippet(1)],
      subFindings: [{ snippets: [snippet(5)] }],
    };
    expect(findingEScore(finding)).toBe(1);
  });

  it('does not mutate the finding', () => {
    const snippets = [snippet(3), snippet(1), snippet(2)];
    const finding = { snippets };
    findingEScore(finding);
    expect(finding.snippets).toBe(snippets);
    expect(snippets.map((s) => s.eScore)).toEqual([3, 1, 2]);
  });

  it('property: equals the maximum of the defined eScores (undefined when there is none)', () => {
    fc.assert(
      fc.property(arbitraryFinding, (finding) => {
        const scores = definedScores(finding.snippets);
        expect(findingEScore(finding)).toBe(scores.length ? Math.max(...scores) : undefined);
      }),
    );
  });

  it('property: does not depend on the order of the snippets', () => {
    fc.assert(
      fc.property(
        fc
          .array(arbitrarySnippet)
          .chain((snippets) =>
            fc.tuple(
              fc.constant(snippets),
              fc.shuffledSubarray(snippets, { minLength: snippets.length }),
            ),
          ),
        ([snippets, shuffled]) => {
          expect(findingEScore({ snippets: shuffled })).toBe(findingEScore({ snippets }));
        },
      ),
    );
  });
});

describe('sortFindingSnippetsByEScore', () => {
  it('sorts ascending by number, unscored snippets last in their order, in a new array', () => {
    const a = snippet(10);
    const b = snippet(null);
    const c = snippet(2);
    const d = snippet(undefined);
    const input = [a, b, c, d];
    const sorted = sortFindingSnippetsByEScore(input);
    expect(sorted).toEqual([c, a, b, d]);
    expect(sorted[2]).toBe(b);
    expect(sorted[3]).toBe(d);
    expect(input).toEqual([a, b, c, d]);
    expect(sorted).not.toBe(input);
  });

  it('property: is a sorted permutation of its input and leaves the input as it was', () => {
    fc.assert(
      fc.property(fc.array(arbitrarySnippet), (snippets) => {
        const before = [...snippets];
        const sorted = sortFindingSnippetsByEScore(snippets);
        expect(snippets).toEqual(before);
        expect(sorted.length).toBe(snippets.length);
        // Each generated snippet is a distinct object, so equal sets of references mean a permutation.
        expect(new Set(sorted)).toEqual(new Set(snippets));
        const scores = sorted.map((s) => s.eScore ?? undefined);
        const firstUnscored = scores.findIndex((s) => s === undefined);
        const scored = firstUnscored === -1 ? scores : scores.slice(0, firstUnscored);
        expect(scores.slice(scored.length).every((s) => s === undefined)).toBe(true);
        for (let i = 1; i < scored.length; i += 1) {
          expect(scored[i - 1] as number).toBeLessThanOrEqual(scored[i] as number);
        }
      }),
    );
  });
});

describe('findingHasPotentialCancer', () => {
  it('"hasPotentialCancer is true if any top-level snippet is flagged"', () => {
    expect(findingHasPotentialCancer({ snippets: [snippet(1), snippet(2, true)] })).toBe(true);
    expect(findingHasPotentialCancer({ snippets: [snippet(1), snippet(2)] })).toBe(false);
    expect(findingHasPotentialCancer({ snippets: [] })).toBe(false);
  });

  it("ignores a flag on a sub-finding's snippet (subFindings' snippets do not count)", () => {
    const finding: Finding = {
      snippets: [snippet(1)],
      subFindings: [{ snippets: [snippet(3, true)] }],
    };
    expect(findingHasPotentialCancer(finding)).toBe(false);
  });

  it('counts only a true flag (null or absent is not flagged)', () => {
    expect(findingHasPotentialCancer({ snippets: [{ potentialCancer: null }, {}] })).toBe(false);
  });

  it('property: equals "some top-level snippet is flagged", whatever the subFindings hold', () => {
    fc.assert(
      fc.property(arbitraryFinding, arbitraryFinding, (finding, other) => {
        const expected = finding.snippets.some((s) => s.potentialCancer === true);
        expect(findingHasPotentialCancer(finding)).toBe(expected);
        const swapped: Finding = {
          snippets: finding.snippets,
          subFindings: other.subFindings ?? [],
        };
        expect(findingHasPotentialCancer(swapped)).toBe(expected);
      }),
    );
  });
});

describe('deriveFindingValues', () => {
  it('gives both derived values of the seed-like finding', () => {
    const finding: Finding = {
      title: 'Pulmonary nodule, 6 mm',
      organ: 'Lung',
      snippets: [snippet(3, true), snippet(4)],
      subFindings: [],
    };
    expect(deriveFindingValues(finding)).toEqual({ eScore: 4, hasPotentialCancer: true });
  });
});
