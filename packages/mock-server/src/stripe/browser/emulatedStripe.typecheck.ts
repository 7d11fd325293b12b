import type {
  ReleaseTrain,
  Stripe,
  StripeCardElement,
  StripeCardElementOptions,
  StripeElementsOptionsClientSecret,
} from '@stripe/stripe-js';
import type { EMULATED_VERSION, EmulatedCardElement, EmulatedStripe } from './emulatedStripe';

/**
 * A type-level test, run by the package's typecheck: the emulated Stripe.js satisfies the real
 * `@stripe/stripe-js` types for the part of Stripe the app uses (the Stripe adapter in
 * packages/adapters, and @stripe/react-stripe-js's checks), so the app's code compiles and runs
 * the same against either. A change on either side that breaks this fails `tsc`.
 */

/** The Elements the app uses: the Card Element. */
interface UsedElements {
  create(elementType: 'card', options?: StripeCardElementOptions): StripeCardElement;
  getElement(elementType: 'card'): StripeCardElement | null;
}

/** The Stripe the app uses. */
type UsedStripe = Pick<Stripe, 'confirmCardPayment' | 'createToken' | 'createPaymentMethod'> & {
  elements(options?: StripeElementsOptionsClientSecret): UsedElements;
};

type Assert<T extends true> = T;
type Extends<A, B> = [A] extends [B] ? true : false;

/** The subset is Stripe's own: the real interface satisfies it. */
export type RealStripeHasTheUsedPart = Assert<Extends<Stripe, UsedStripe>>;
/** The emulator satisfies it too. */
export type EmulatorHasTheUsedPart = Assert<Extends<EmulatedStripe, UsedStripe>>;
/** The emulator's card element is a whole `StripeCardElement` (every method and event). */
export type EmulatedCardIsAStripeCardElement = Assert<
  Extends<EmulatedCardElement, StripeCardElement>
>;
/** The version the emulator reports is the release train @stripe/stripe-js expects. */
export type EmulatorVersionIsTheReleaseTrain = Assert<
  Extends<typeof EMULATED_VERSION, ReleaseTrain>
>;
