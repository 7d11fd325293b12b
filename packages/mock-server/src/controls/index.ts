export { createControlApp, CONTROL_ENDPOINTS } from './app';
export type { ControlTargets } from './app';
export { FaultRules, faultMiddleware, seededRandom, sleep } from './faults';
export type { FaultDecision, FaultRule, FaultRuleInput, FaultStats } from './faults';
export { UploadCutRules } from './uploadCuts';
export type { UploadCutInput, UploadCutRule } from './uploadCuts';
