import type {
  CardFieldMount,
  CardFieldOptions,
  CardInput,
  CardPaymentPort,
  CardPaymentResult,
  Logger,
} from '../ports';
import { createDeferredLoader } from './deferredLoader';

export interface DeferredCardPaymentOptions {
  /** Loads the real card payment (e.g. the Stripe adapter, whose script loads on idle). */
  readonly load: () => Promise<CardPaymentPort>;
  readonly logger: Logger;
}

/** A card payment port that loads its implementation on first use or `preload`. */
export interface DeferredCardPayment extends CardPaymentPort {
  preload(): Promise<CardPaymentPort>;
}

/** The member-facing words of an unavailable payment, as the Stripe adapter says them. */
export const DEFERRED_CARD_PAYMENT_UNAVAILABLE = 'Card payments are unavailable right now.';

/**
 * The {@link CardPaymentPort} behind an on-demand load: mounting the card field and a
 * confirmation wait for the load; a failed load answers `unavailable` (the port's own outcome
 * for "cannot pay now", which keeps the booking and lets the member retry), is logged, and is
 * retried on the next mount or confirmation.
 */
export function deferredCardPayment(options: DeferredCardPaymentOptions): DeferredCardPayment {
  const loader = createDeferredLoader<CardPaymentPort>({
    port: 'card payment',
    logger: options.logger,
    load: options.load,
  });
  const unavailable = {
    status: 'unavailable',
    message: DEFERRED_CARD_PAYMENT_UNAVAILABLE,
  } as const;
  return {
    preload: () => loader.get(),
    async mountCardField(host: unknown, fieldOptions?: CardFieldOptions): Promise<CardFieldMount> {
      let port: CardPaymentPort;
      try {
        port = await loader.get();
      } catch {
        return unavailable;
      }
      return port.mountCardField(host, fieldOptions);
    },
    async confirmCardPayment(clientSecret: string, input: CardInput): Promise<CardPaymentResult> {
      let port: CardPaymentPort;
      try {
        port = await loader.get();
      } catch {
        return unavailable;
      }
      return port.confirmCardPayment(clientSecret, input);
    },
  };
}
