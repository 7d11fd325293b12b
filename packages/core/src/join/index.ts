/** Sign-up (Join): the form's fields and rules, and the service that makes a visitor a member. */
export { JOIN_ROUTE_PATH, continueAfterSignUp } from './continueAfterSignUp';
export {
  DATE_OF_BIRTH_NOT_PAST_MESSAGE,
  EARLIEST_DATE_OF_BIRTH,
  dateOfBirthRules,
  isDateOfBirthOn,
} from './dateOfBirth';
export {
  SignUp,
  type SignUpDetails,
  type SignUpFailure,
  type SignUpOptions,
  type SignUpResult,
  type SignUpState,
} from './signUp';
export {
  createSignUpForm,
  signUpDetailsOf,
  type SignUpFieldLabels,
  type SignUpFields,
  type SignUpInitialValues,
} from './signUpForm';
export { signUpOfferFields, type SignUpOfferFields } from './signUpOffer';
