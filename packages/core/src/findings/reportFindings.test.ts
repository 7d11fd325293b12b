import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Finding } from './findingSchema';
import {
  arrangeReportFindings,
  distinctReportFindings,
  findingOrganSystem,
  findingRegions,
  groupFindingsByOrganSystem,
} from './reportFindings';

const finding = (
  id: string | undefined,
  organ: string | undefined,
  scores: number[] = [],
  potentialCancer = false,
  title = `Finding ${id ?? organ}`,
): Finding => ({
  ...(id === undefined ? {} : { id }),
  title,
  ...(organ === undefined ? {} : { organ }),
  snippets: scores.map((eScore, index) => ({
    text: `${title}: observation ${index + 1}`,
    eScore,
    potentialCancer: potentialCancer && index === 0,
  })),
});

const kidney = finding('f_kidney', 'Kidney', [1, 2]);
const liver = finding('f_liver', 'Liver', [2, 3]);
const heart = finding('f_heart', 'Heart', [1]);
const nodule = finding('f_lung', 'Lung', [3, 4], true);

/** A report as the platform sends it: every finding listed, then again under its section. */
const report = {
  summary: 'No urgent findings.',
  findings: [kidney, liver, heart, nodule],
  sections: [
    { id: 's1', title: 'Overview', body: 'No urgent findings.', findings: [kidney] },
    {
      id: 's2',
      title: 'Details',
      body: 'Findings by organ system.',
      findings: [liver, heart, nodule],
    },
  ],
};

describe('distinctReportFindings', () => {
  it('shows no finding twice: one listed in the findings and under a section is kept once', () => {
    expect(distinctReportFindings(report)).toEqual([kidney, liver, heart, nodule]);
  });

  it('keeps a finding that only a section lists', () => {
    const onlyInSection = finding('f_bone', 'Spine', [2]);
    const distinct = distinctReportFindings({
      ...report,
      sections: [{ id: 's3', title: 'Bones', body: '', findings: [onlyInSection] }],
    });
    expect(distinct).toContain(onlyInSection);
  });

  it('treats findings without an id as the same when their words and scores are the same', () => {
    const a = finding(undefined, 'Liver', [2], false, 'Fatty liver');
    const copy = structuredClone(a);
    const other = finding(undefined, 'Liver', [3], false, 'Fatty liver');
    expect(distinctReportFindings({ summary: '', findings: [a, copy, other] })).toEqual([a, other]);
  });

  it('has each id at most once, whatever the report repeats (property)', () => {
    const ids = fc.constantFrom('a', 'b', 'c', 'd');
    const anyFinding = ids.map((id) => finding(id, 'Liver', [1]));
    fc.assert(
      fc.property(fc.array(anyFinding), fc.array(fc.array(anyFinding)), (findings, sections) => {
        const distinct = distinctReportFindings({
          summary: '',
          findings,
          sections: sections.map((list, i) => ({
            id: `s${i}`,
            title: '',
            body: '',
            findings: list,
          })),
        });
        const seen = distinct.map((f) => f.id);
        expect(new Set(seen).size).toBe(seen.length);
        const all = new Set([...findings, ...sections.flat()].map((f) => f.id));
        expect(new Set(seen)).toEqual(all);
      }),
    );
  });
});

describe('findingOrganSystem', () => {
  it('reads the organ, else the title', () => {
    expect(findingOrganSystem({ organ: 'Liver', title: 'Lung thing' })).toBe('digestive');
    expect(findingOrganSystem({ organ: null, title: 'Thyroid nodule' })).toBe('headAndNeck');
    expect(findingOrganSystem({ organ: 'Incidental', title: 'Renal cyst' })).toBe(
      'kidneysAndUrinary',
    );
    expect(findingOrganSystem({})).toBe('other');
  });
});

describe('groupFindingsByOrganSystem', () => {
  it("groups findings by organ system, head to toe, with each group's region, highest eScore and flag", () => {
    const groups = groupFindingsByOrganSystem([kidney, liver, heart, nodule]);
    expect(groups.map((group) => [group.system, group.region])).toEqual([
      ['heartAndVessels', 'chest'],
      ['lungs', 'chest'],
      ['digestive', 'abdomen'],
      ['kidneysAndUrinary', 'abdomen'],
    ]);
    const lungs = groups[1]!;
    expect(lungs.findings).toEqual([nodule]);
    expect(lungs.highestEScore).toBe(4);
    expect(lungs.hasPotentialCancer).toBe(true);
    expect(groups[0]!.hasPotentialCancer).toBe(false);
  });

  it("keeps the report's order inside a group and puts findings naming no system last, in other", () => {
    const gallbladder = finding('f_gb', 'Gallbladder', []);
    const unknown = finding('f_x', undefined, [2], false, 'Incidental note');
    const groups = groupFindingsByOrganSystem([unknown, liver, gallbladder]);
    expect(groups.map((group) => group.system)).toEqual(['digestive', 'other']);
    expect(groups[0]!.findings).toEqual([liver, gallbladder]);
    expect(groups[0]!.highestEScore).toBe(3);
    expect(groups[1]!.region).toBeNull();
  });

  it('gives a group with no scored finding no eScore', () => {
    expect(groupFindingsByOrganSystem([finding('f', 'Liver')])[0]!.highestEScore).toBeUndefined();
  });
});

describe('findingRegions', () => {
  it('leaves out other, which is on no region, and a region whose findings have no score has none', () => {
    const groups = groupFindingsByOrganSystem([
      finding('f_x', undefined, [5], false, 'Incidental note'),
      finding('f_b', 'Brain'),
    ]);
    expect(findingRegions(groups)).toEqual([
      { region: 'head', systems: ['brain'], findingCount: 1, highestEScore: undefined },
    ]);
  });
});

describe('arrangeReportFindings', () => {
  it('counts each finding once and lists the diagram regions with findings, head to toe', () => {
    const arranged = arrangeReportFindings(report);
    expect(arranged.findingCount).toBe(4);
    expect(arranged.groups.flatMap((group) => group.findings)).toHaveLength(4);
    expect(arranged.regions).toEqual([
      { region: 'chest', systems: ['heartAndVessels', 'lungs'], findingCount: 2, highestEScore: 4 },
      {
        region: 'abdomen',
        systems: ['digestive', 'kidneysAndUrinary'],
        findingCount: 2,
        highestEScore: 3,
      },
    ]);
    expect(arranged.hasPotentialCancer).toBe(true);
  });

  it("keeps the sections' words without their findings, leaving out one that repeats the summary", () => {
    expect(arrangeReportFindings(report).sections).toEqual([
      { id: 's2', title: 'Details', body: 'Findings by organ system.' },
    ]);
  });

  it('arranges a report without findings or sections as empty', () => {
    expect(arrangeReportFindings({ summary: 'Normal.', findings: [] })).toEqual({
      groups: [],
      regions: [],
      findingCount: 0,
      hasPotentialCancer: false,
      sections: [],
    });
  });
});
