/**
 * The emulated Stripe: Stripe.js, its card and 3-D Secure frames and the PaymentIntents API
 * they call, served by the platform so the app pays offline through the same code path as with
 * Stripe (docs/adr/0070).
 */
export { createStripeEmulator, framePolicy } from './emulator';
export type { StripeEmulator, StripeEmulatorOptions } from './emulator';
export {
  PaymentIntentRegistry,
  createPaymentIntent,
  paymentIntentStatus,
  paymentIntents,
} from './paymentIntents';
export type {
  CreatedPaymentIntent,
  PaymentIntentAnswer,
  PaymentIntentRegistryOptions,
  PaymentIntentStatus,
} from './paymentIntents';
export { EMULATOR_PATHS } from './protocol';
