export {
  OPT_IN_COUNTRIES,
  OPT_IN_LOCALES,
  consentRequirement,
  decideConsent,
  isConsentGiven,
  type ConsentDecision,
  type ConsentDecisionInput,
  type ConsentRequirement,
  type ConsentRequirementInput,
} from './consentPolicy';
export {
  CONSENT_CHOICES,
  CONSENT_POLICY_VERSION,
  CONSENT_RECORD_VERSION,
  CONSENT_STORAGE_KEY,
  ConsentRecordSchema,
  ConsentStore,
  type ConsentChoice,
  type ConsentRecord,
  type ConsentStoreOptions,
} from './consentRecord';
export { ConsentService, type ConsentServiceOptions, type ConsentState } from './consentService';
