export { PAYMENT_UNAVAILABLE_MESSAGE, createStripeCardPayment } from './stripeCardPayment';
export type { StripeCardPayment, StripeCardPaymentOptions } from './stripeCardPayment';
export {
  CARD_FIELD_NEEDS_A_PAGE_MESSAGE,
  createUnavailableCardPayment,
} from './unavailableCardPayment';
