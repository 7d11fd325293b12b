export { createAccountServices, type AccountServices } from './createAccountServices';
export { createBookingServices, type BookingServices } from './createBookingServices';
export { createCatServices, type CatServices } from './createCatServices';
export { createConversionServices, type ConversionServices } from './createConversionServices';
export {
  createInitialSetupServices,
  type InitialSetupServices,
} from './createInitialSetupServices';
export { createMemberCache, type MemberCache } from './createMemberCache';
export { createMemberCalls, type MemberCalls } from './createMemberCalls';
export { createMqConfirmServices, type MqConfirmServices } from './createMqConfirmServices';
export { createOfferServices, type OfferServices } from './createOfferServices';
export {
  createPasswordResetServices,
  type PasswordResetServices,
} from './createPasswordResetServices';
export { createPaymentServices, type PaymentServices } from './createPaymentServices';
export {
  createQuestionnaireServices,
  type QuestionnaireServices,
} from './createQuestionnaireServices';
export {
  createScheduleActionServices,
  type ScheduleActionServices,
} from './createScheduleActionServices';
export { createSignUpServices, type SignUpServices } from './createSignUpServices';
export { createViewerServices, type ViewerServices } from './createViewerServices';
export type { Disposable, MadeJourneyParts } from './madeParts';
export type { CallsPreload } from './memberApiOnDemand';
