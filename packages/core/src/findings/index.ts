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
