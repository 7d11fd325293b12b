export {
  MEDICAL_QUESTIONNAIRE_SECTIONS,
  MEDICAL_QUESTIONNAIRE_VERSION,
  MEDICAL_QUESTIONS,
  isMedicalQuestionShown,
  keepShownMedicalAnswers,
  knownMedicalAnswers,
  measurementEntryKey,
  medicalMeasurementEntry,
  shownMedicalMeasurement,
  shownMedicalQuestions,
  withMeasurementEntry,
  withMeasurementUnit,
  type MedicalQuestion,
  type MedicalQuestionKind,
  type MedicalQuestionnaireAnswers,
  type MedicalQuestionnaireSection,
} from './medicalQuestionnaireDefinition';
export {
  MEDICAL_QUESTIONNAIRE_DRAFT_KEY_PREFIX,
  MEDICAL_QUESTIONNAIRE_DRAFT_MAX_AGE_MS,
  MEDICAL_QUESTIONNAIRE_DRAFT_VERSION,
  MedicalQuestionnaireDraftStore,
  medicalQuestionnaireDraftKey,
  type MedicalQuestionnaireDraft,
  type MedicalQuestionnaireDraftStoreOptions,
} from './medicalQuestionnaireDraft';
export {
  MEDICAL_QUESTIONNAIRE_REVIEW_STEP,
  MedicalQuestionnaireSession,
  MedicalQuestionnaires,
  type MedicalQuestionnaireCompletion,
  type MedicalQuestionnaireSaveStatus,
  type MedicalQuestionnaireSessionOptions,
  type MedicalQuestionnaireState,
  type MedicalQuestionnaireSubmitStatus,
  type MedicalQuestionnairesOptions,
} from './medicalQuestionnaireSession';
export {
  firstInvalidMedicalSection,
  medicalQuestionnaireProgress,
  parseMedicalNumber,
  validateMedicalAnswer,
  validateMedicalSection,
  type MedicalAnswerIssue,
} from './medicalQuestionnaireValidation';
export {
  MQ_ONE_TAP_STORAGE_KEY,
  createMqOneTapStore,
  parseMqConfirmQuery,
  type MqConfirmAnswer,
  type MqConfirmQueryResult,
  type MqOneTapState,
  type MqOneTapStore,
} from './mqConfirm';
export { openMedicalQuestionnaireTask } from './medicalQuestionnaireTask';
