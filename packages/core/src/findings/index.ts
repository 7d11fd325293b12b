export {
  FindingSchema,
  FindingSnippetSchema,
  SubFindingSchema,
  type Finding,
  type FindingSnippet,
  type SubFinding,
} from './findingSchema';
export {
  deriveFindingValues,
  findingEScore,
  findingHasPotentialCancer,
  sortFindingSnippetsByEScore,
  type FindingDerivedValues,
  type FindingSnippetHolder,
} from './findingDerivations';
export {
  BODY_REGIONS,
  ORGAN_SYSTEMS,
  bodyRegionOf,
  organSystemOf,
  type BodyRegion,
  type OrganSystem,
} from './organSystems';
export {
  ESCORE_SCALE,
  eScoreStepOf,
  type EScoreBand,
  type EScoreMeaning,
  type EScoreStep,
} from './eScoreScale';
export {
  arrangeReportFindings,
  distinctReportFindings,
  findingOrganSystem,
  findingRegions,
  groupFindingsByOrganSystem,
  type ArrangedReport,
  type FindingGroup,
  type FindingRegion,
  type ReportFindingsInput,
  type ReportSectionInput,
  type ReportSectionText,
} from './reportFindings';
