export { addressRegionName } from './addressRegionName';
export {
  buildMammogramRegistration,
  type MammogramRegistrationBody,
} from './mammogramRegistration';
export { hasAcceptedTerms, hasPhoneNumber, type MemberCheckFields } from './memberChecks';
export { memberDisplayName, type MemberNameFields } from './memberDisplayName';
export { ROLES_ERROR_TAG, rolesTag } from './rolesTag';
export {
  ACCEPTED_RULES,
  CHOICE_RULES,
  DATE_OF_BIRTH_RULES,
  EMAIL_ADDRESS_RULES,
  MEMBER_NAME_RULES,
  NEW_PASSWORD_RULES,
  PHONE_NUMBER_PATTERN,
  PHONE_NUMBER_RULES,
  trimText,
} from './memberFieldRules';
export { TERMS_OF_SERVICE_VERSION } from './termsOfService';
export {
  AccountForm,
  accountCountry,
  type AccountFieldLabels,
  type AccountFields,
} from './accountForm';
export {
  MemberAccount,
  type AccountSaveResult,
  type AccountSaveState,
  type MemberAccountOptions,
} from './memberAccount';
