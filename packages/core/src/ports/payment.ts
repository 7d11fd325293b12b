import type { Observable } from 'rxjs';

/**
 * A card field the provider mounted in the page, as core passes it along: opaque. What the member
 * types stays inside the provider's frame; the handle only lets the same provider confirm a
 * payment with it.
 */
export interface CardElementHandle {
  /** A type brand only: no such property exists at run time. */
  readonly __brand: 'CardElementHandle';
}

/** What the card form hands over to confirm a payment: the mounted card field's handle, never card data. */
export interface CardInput {
  readonly element: CardElementHandle;
}

export type CardPaymentResult =
  | { readonly status: 'succeeded'; readonly paymentIntentId: string }
  | { readonly status: 'declined'; readonly code: string; readonly message: string }
  | { readonly status: 'unavailable'; readonly message: string };

/** The card field's own validation error (an incomplete number, an expiry in the past). */
export interface CardFieldError {
  /** The provider's code, e.g. `incomplete_number`, `invalid_expiry_year_past`. */
  readonly code: string;
  /** The provider's message, for the member. */
  readonly message: string;
}

/**
 * What the card field says about itself as the member types; never what was typed. A field
 * starts not ready, unfocused, empty, incomplete, without error and of brand `unknown`.
 */
export interface CardFieldState {
  /** The field takes input. */
  readonly ready: boolean;
  readonly focused: boolean;
  readonly empty: boolean;
  /** Every part (number, expiry, CVC) is filled in and well-formed: paying may start. */
  readonly complete: boolean;
  /** The error to show inline; null while there is none. */
  readonly error: CardFieldError | null;
  /** The card's brand as far as the number tells (`visa`, `amex`, …, `unknown`). */
  readonly brand: string;
}

/** Looks the provider's field takes on, from the app's design tokens. */
export interface CardFieldStyle {
  readonly color?: string;
  readonly fontFamily?: string;
  readonly fontSize?: string;
  readonly placeholderColor?: string;
  /** The colour of a part in error. */
  readonly invalidColor?: string;
}

export interface CardFieldOptions {
  readonly style?: CardFieldStyle;
}

/** A card field mounted in the page. */
export interface MountedCardField {
  /** Passed as `CardInput.element` to confirm a payment with what the member typed. */
  readonly element: CardElementHandle;
  /** The field's state, replayed to new subscribers; completes when the field is destroyed. */
  readonly state$: Observable<CardFieldState>;
  focus(): void;
  /** Stops input while a payment is confirmed, and allows it again. */
  setDisabled(disabled: boolean): void;
  /** Removes the field from the page; its handle cannot pay any more. */
  destroy(): void;
}

export type CardFieldMount =
  | { readonly status: 'mounted'; readonly field: MountedCardField }
  /** The provider cannot be loaded now (offline, blocked); mounting again retries. */
  | { readonly status: 'unavailable'; readonly message: string };

/**
 * The card payment provider: its card field, mounted in the page (card details are typed into
 * the provider's own frame, never into the app), and the confirmation of a pending charge's client
 * secret with that field.
 */
export interface CardPaymentPort {
  /**
   * Loads the provider when needed and mounts its card field into `host` (a DOM element in a
   * browser; core never reads it).
   */
  mountCardField(host: unknown, options?: CardFieldOptions): Promise<CardFieldMount>;
  /**
   * Confirms the pending charge behind `clientSecret` with what the member typed into the mounted
   * field; the provider runs its own authentication (3-D Secure) when the card asks for it.
   */
  confirmCardPayment(clientSecret: string, input: CardInput): Promise<CardPaymentResult>;
}
