export { addressRegionName } from './addressRegionName';
export {
  buildMammogramRegistration,
  type MammogramRegistrationBody,
} from './mammogramRegistration';
export { hasAcceptedTerms, hasPhoneNumber, type MemberCheckFields } from './memberChecks';
export { memberDisplayName, type MemberNameFields } from './memberDisplayName';
export { ROLES_ERROR_TAG, rolesTag } from './rolesTag';
