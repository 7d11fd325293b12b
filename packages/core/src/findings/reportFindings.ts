import { findingEScore, findingHasPotentialCancer } from './findingDerivations';
import type { Finding } from './findingSchema';
import {
  BODY_REGIONS,
  bodyRegionOf,
  ORGAN_SYSTEMS,
  organSystemOf,
  type BodyRegion,
  type OrganSystem,
} from './organSystems';

/** A report section as the arrangement reads it (a digital report's section). */
export interface ReportSectionInput {
  /** The section's id. */
  readonly id: string;
  /** Its title ("Abdomen"). */
  readonly title: string;
  /** Its words, shown as text. */
  readonly body: string;
  /** The findings it lists (often listed in the report's findings too). */
  readonly findings: readonly Finding[];
}

/** The parts of a report the arrangement reads: its summary, findings and sections. */
export interface ReportFindingsInput {
  /** The report's summary, which a section may repeat. */
  readonly summary: string;
  /** The report's findings. */
  readonly findings: readonly Finding[];
  /** Its sections, each with findings of its own; none when absent. */
  readonly sections?: readonly ReportSectionInput[];
}

/** The findings of one organ system, in the order the report gives them. */
export interface FindingGroup {
  /** The organ system the group's findings name. */
  readonly system: OrganSystem;
  /** Where the system is on the body diagram; null for `other`. */
  readonly region: BodyRegion | null;
  /** The group's findings, each once, in the report's order. */
  readonly findings: readonly Finding[];
  /** The highest eScore of the group's findings (undefined when none has one). */
  readonly highestEScore: number | undefined;
  /** True when any of its findings is flagged (core `findingHasPotentialCancer`). */
  readonly hasPotentialCancer: boolean;
}

/** A section's words, without the findings (each finding is shown once, in its group). */
export interface ReportSectionText {
  /** The section's id. */
  readonly id: string;
  /** Its title. */
  readonly title: string;
  /** Its words, shown as text. */
  readonly body: string;
}

/** A region of the body diagram that holds findings, and the groups it holds. */
export interface FindingRegion {
  /** The region of the body diagram. */
  readonly region: BodyRegion;
  /** The organ systems with findings in the region, in the groups' order. */
  readonly systems: readonly OrganSystem[];
  /** How many findings the region holds. */
  readonly findingCount: number;
  /** The highest eScore of the region's findings (its colour on the diagram). */
  readonly highestEScore: number | undefined;
}

/** A report laid out so that nothing is shown twice (docs/adr/0109). */
export interface ArrangedReport {
  /** Every finding of the report once, grouped by organ system, head to toe, `other` last. */
  readonly groups: readonly FindingGroup[];
  /** The diagram's regions that hold a finding, head to toe. */
  readonly regions: readonly FindingRegion[];
  /** How many distinct findings the report has. */
  readonly findingCount: number;
  /** True when any finding is flagged: the report's summary shows the follow-up callout. */
  readonly hasPotentialCancer: boolean;
  /** The sections with words of their own: a section repeating the summary is left out. */
  readonly sections: readonly ReportSectionText[];
}

const normalised = (text: string | null | undefined): string =>
  (text ?? '').trim().replace(/\s+/g, ' ');

/**
 * What makes two findings the same finding: the id when it has one, else its words and scores
 * (a report may list the same finding in its findings and again under a section).
 */
function findingKey(finding: Finding): string {
  if (finding.id) return `id:${finding.id}`;
  return `content:${JSON.stringify([
    normalised(finding.title),
    normalised(finding.organ),
    normalised(finding.summary),
    finding.snippets.map((snippet) => [normalised(snippet.text), snippet.eScore ?? null]),
  ])}`;
}

/**
 * Each finding once, in the order first met: the report's findings, then each section's.
 * A finding met again (same id, or without an id the same words and scores) is dropped.
 */
export function distinctReportFindings(report: ReportFindingsInput): Finding[] {
  const seen = new Set<string>();
  const distinct: Finding[] = [];
  const all = [...report.findings, ...(report.sections ?? []).flatMap((s) => s.findings)];
  for (const finding of all) {
    const key = findingKey(finding);
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push(finding);
  }
  return distinct;
}

/** The organ system of a finding: named by its organ, else by its title. */
export function findingOrganSystem(finding: Pick<Finding, 'organ' | 'title'>): OrganSystem {
  const byOrgan = organSystemOf(finding.organ);
  return byOrgan === 'other' ? organSystemOf(finding.title) : byOrgan;
}

/** Findings grouped by organ system, in the order of `ORGAN_SYSTEMS`; empty systems are left out. */
export function groupFindingsByOrganSystem(findings: readonly Finding[]): FindingGroup[] {
  const bySystem = new Map<OrganSystem, Finding[]>();
  for (const finding of findings) {
    const system = findingOrganSystem(finding);
    const list = bySystem.get(system) ?? [];
    list.push(finding);
    bySystem.set(system, list);
  }
  return ORGAN_SYSTEMS.flatMap((system) => {
    const members = bySystem.get(system);
    if (!members) return [];
    return [
      {
        system,
        region: bodyRegionOf(system),
        findings: members,
        highestEScore: highest(members.map((finding) => findingEScore(finding))),
        hasPotentialCancer: members.some((finding) => findingHasPotentialCancer(finding)),
      },
    ];
  });
}

const highest = (scores: readonly (number | undefined)[]): number | undefined => {
  const defined = scores.filter((score): score is number => score !== undefined);
  return defined.length === 0 ? undefined : Math.max(...defined);
};

/** The diagram's regions that hold the groups' findings, head to toe. */
export function findingRegions(groups: readonly FindingGroup[]): FindingRegion[] {
  return BODY_REGIONS.flatMap((region) => {
    const inRegion = groups.filter((group) => group.region === region);
    if (inRegion.length === 0) return [];
    return [
      {
        region,
        systems: inRegion.map((group) => group.system),
        findingCount: inRegion.reduce((count, group) => count + group.findings.length, 0),
        highestEScore: highest(inRegion.map((group) => group.highestEScore)),
      },
    ];
  });
}

/**
 * The report as the digital report shows it: every finding once, grouped by organ system, the
 * diagram's regions with findings, and the sections' words (without their findings, and without
 * a section whose words only repeat the summary).
 */
export function arrangeReportFindings(report: ReportFindingsInput): ArrangedReport {
  const findings = distinctReportFindings(report);
  const groups = groupFindingsByOrganSystem(findings);
  const summary = normalised(report.summary);
  return {
    groups,
    regions: findingRegions(groups),
    findingCount: findings.length,
    hasPotentialCancer: groups.some((group) => group.hasPotentialCancer),
    sections: (report.sections ?? [])
      .filter((section) => {
        const body = normalised(section.body);
        return body !== '' && body !== summary;
      })
      .map(({ id, title, body }) => ({ id, title, body })),
  };
}
