import { createStripeConstructor } from './emulatedStripe';

/**
 * The emulated Stripe.js, served as a classic script at `/stripe/v3`: defines `window.Stripe`,
 * whose frames live on the origin this script came from.
 */
const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.src !== '') {
  (window as unknown as { Stripe: unknown }).Stripe = createStripeConstructor(
    new URL(script.src).origin,
  );
} else {
  console.error('The emulated Stripe.js loads from a <script src> element only.');
}
