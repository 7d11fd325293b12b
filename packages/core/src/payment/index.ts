export {
  CARD_FORM_FIELDS,
  CARD_FORM_MESSAGES,
  EMPTY_CARD_FORM,
  cardFieldRules,
  cardInputOf,
  checkCardForm,
  createCardFormFields,
  type CardFormCard,
  type CardFormCheck,
  type CardFormField,
  type CardFormFields,
  type CardFormValues,
} from './cardForm';
export { cardPaymentProblemOf, type CardPaymentProblem } from './cardPaymentProblem';
export {
  PaymentAuthorization,
  PaymentAuthorizations,
  paymentOrderOf,
  type PaymentAuthorizationCalls,
  type PaymentAuthorizationOptions,
  type PaymentAuthorizationStage,
  type PaymentAuthorizationState,
  type PaymentAuthorizationTarget,
  type PaymentAuthorizationsOptions,
  type PaymentOrderLine,
} from './paymentAuthorization';
export {
  PAYMENT_FLOW_IDLE,
  isPaymentInProgress,
  type PaymentFailureMessageKey,
  type PaymentFailureStage,
  type PaymentFlowState,
  type PaymentFlowStatus,
} from './paymentFlowState';
export {
  PaymentService,
  orderKeyOf,
  type PaymentServiceOptions,
  type PendingChargeCalls,
} from './paymentService';
