/** Sign-up (Join): the form's fields and rules, and the service that makes a visitor a member. */
export { JOIN_ROUTE_PATH, continueAfterSignUp } from './continueAfterSignUp';
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
