export { createOfflineTestCardPayment, paymentIntentIdOf } from './offlineTestCardPayment';
export type { OfflineTestCardOptions, TestCard } from './offlineTestCardPayment';
export { PAYMENT_UNAVAILABLE_MESSAGE, createStripeCardPayment } from './stripeCardPayment';
export type { StripeCardPayment, StripeCardPaymentOptions } from './stripeCardPayment';
export { STRIPE_MESSAGES, STRIPE_TEST_CARDS, passesLuhn } from './testCards';
export type { TestCardOutcome } from './testCards';
