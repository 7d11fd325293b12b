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
  type PaymentServiceOptions,
  type PendingChargeCalls,
} from './paymentService';
