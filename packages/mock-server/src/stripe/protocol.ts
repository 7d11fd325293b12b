import type { PaymentIntentResult, StripeElementStyle } from '@stripe/stripe-js';
import type { CardFieldSummary } from './cards';

/**
 * The messages between the emulated Stripe.js in the app's page and its frames on the platform's
 * origin. Card details never cross: the page asks the card frame to confirm, and gets back only
 * Stripe's answer (a PaymentIntent or an error). Every message carries this tag and the frame's
 * id; each side checks the sender's origin and window before reading one.
 */
export const MESSAGE_TAG = 'scanwise-emulated-stripe';

/** What the page tells the card frame about its looks and state. */
export interface CardFrameOptions {
  readonly style?: StripeElementStyle;
  readonly disabled?: boolean;
}

/** From a frame to the page. */
export type FrameMessage =
  /** The frame's script runs and waits for its instructions. */
  | { readonly type: 'loaded' }
  /** The card frame takes input. */
  | { readonly type: 'ready' }
  | { readonly type: 'change'; readonly summary: CardFieldSummary }
  | { readonly type: 'focus' }
  | { readonly type: 'blur' }
  | { readonly type: 'escape' }
  | { readonly type: 'resize'; readonly height: number }
  /** The card frame's answer to `confirm`. */
  | { readonly type: 'confirmed'; readonly requestId: number; readonly result: PaymentIntentResult }
  /** The challenge frame's answer once the member chose Complete or Fail. */
  | { readonly type: 'authenticated'; readonly result: PaymentIntentResult };

/** From the page to a frame. */
export type PageMessage =
  | { readonly type: 'init'; readonly key: string; readonly options: CardFrameOptions }
  | { readonly type: 'update'; readonly options: CardFrameOptions }
  | { readonly type: 'focus' }
  | { readonly type: 'blur' }
  | { readonly type: 'clear' }
  | { readonly type: 'confirm'; readonly requestId: number; readonly clientSecret: string }
  | {
      readonly type: 'challenge';
      readonly key: string;
      readonly paymentIntentId: string;
      readonly clientSecret: string;
    };

export type Tagged<M> = M & { readonly tag: typeof MESSAGE_TAG; readonly frameId: string };

/** Whether `data` is a tagged message of the frame `frameId` (the type is checked by its reader). */
export function isTagged(data: unknown, frameId: string): data is Tagged<{ type: string }> {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message['tag'] === MESSAGE_TAG &&
    message['frameId'] === frameId &&
    typeof message['type'] === 'string'
  );
}

/** An origin as `URL.origin` writes it (scheme, host, port), or null. */
export function originOf(text: string | null): string | null {
  if (text === null) return null;
  try {
    const url = new URL(text);
    return url.origin === text && (url.protocol === 'http:' || url.protocol === 'https:')
      ? text
      : null;
  } catch {
    return null;
  }
}

/** Paths of the emulator, on the platform's origin. */
export const EMULATOR_PATHS = {
  script: '/stripe/v3',
  cardFrame: '/stripe/v3/elements-inner-card.html',
  cardFrameScript: '/stripe/v3/elements-inner-card.js',
  challengeFrame: '/stripe/v3/three-d-secure.html',
  challengeFrameScript: '/stripe/v3/three-d-secure.js',
  paymentIntents: '/stripe/v1/payment_intents',
} as const;

/** The answer the frames give when the emulator's API cannot be reached. */
export const CONNECTION_ERROR: PaymentIntentResult = {
  error: {
    type: 'api_connection_error',
    message: 'An error occurred with our connection to Stripe.',
  },
};
