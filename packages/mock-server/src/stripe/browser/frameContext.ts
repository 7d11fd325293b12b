import type { PaymentIntent, PaymentIntentResult, StripeError } from '@stripe/stripe-js';
import { originOf } from '../protocol';

/** Who a frame talks to: its id and the page that framed it. */
export interface FrameContext {
  readonly frameId: string;
  readonly parentOrigin: string;
}

/**
 * Reads the frame's id and its page's origin from the URL's fragment, and checks that origin
 * against the browser's own record of who framed this document (`location.ancestorOrigins`),
 * so messages go only to the page that really embeds the frame. Null (and the frame stays
 * inert) when anything does not fit.
 */
export function frameContext(): FrameContext | null {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const frameId = params.get('frameId');
  const parentOrigin = originOf(params.get('origin'));
  if (window.parent === window || !frameId || !parentOrigin) {
    console.error('The emulated Stripe frame runs only inside the page that mounted it.');
    return null;
  }
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== parentOrigin) {
    console.error('The emulated Stripe frame was framed by another origin than it was told.');
    return null;
  }
  return { frameId, parentOrigin };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Stripe's answer in a confirmation's result shape; anything else is an API error. */
function toResult(body: unknown): PaymentIntentResult {
  if (isObject(body) && isObject(body['error']) && typeof body['error']['type'] === 'string') {
    return { error: body['error'] as unknown as StripeError };
  }
  if (isObject(body) && body['object'] === 'payment_intent' && typeof body['id'] === 'string') {
    return { paymentIntent: body as unknown as PaymentIntent };
  }
  return {
    error: { type: 'api_error', message: 'The emulated Stripe API gave an unexpected answer.' },
  };
}

/** POSTs a form to the emulator's API on this frame's own origin and reads Stripe's answer. */
export async function postJson(path: string, body: URLSearchParams): Promise<PaymentIntentResult> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
    credentials: 'omit',
  });
  return toResult(await response.json());
}
