export {
  CARD_FIELD_LOG_MESSAGES,
  CARD_FIELD_READY_WITHIN_MS,
  CardFieldController,
  isCardFieldComplete,
  type CardFieldControllerOptions,
  type CardFieldView,
} from './cardField';
export {
  CARD_AUTHENTICATION_FAILURE_CODE,
  cardPaymentProblemOf,
  type CardPaymentProblem,
} from './cardPaymentProblem';
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
export { orderKeyOf } from './paymentOrderKey';
export {
  PaymentService,
  type PaymentServiceOptions,
  type PendingChargeCalls,
} from './paymentService';
