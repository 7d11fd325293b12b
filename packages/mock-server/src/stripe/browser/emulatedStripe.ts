import type {
  ConfirmCardPaymentData,
  ConfirmCardPaymentOptions,
  PaymentIntentResult,
  PaymentMethodResult,
  StripeCardElementChangeEvent,
  StripeCardElementOptions,
  StripeCardElementUpdateOptions,
  StripeElementsOptionsClientSecret,
  StripeElementsOptionsMode,
  TokenResult,
} from '@stripe/stripe-js';
import type { CardFieldSummary } from '../cards';
import { EMULATOR_PATHS, MESSAGE_TAG, isTagged } from '../protocol';
import type { CardFrameOptions, FrameMessage, PageMessage } from '../protocol';

/**
 * The part of Stripe.js the app uses, emulated for the page: `Stripe(key)`, `elements()`, the
 * Card Element in a cross-origin frame of the platform, `confirmCardPayment` with Stripe's own
 * 3-D Secure challenge, and `createToken`/`createPaymentMethod` as functions that answer an
 * error. The page never holds card details: the card frame confirms with the emulator's API and
 * posts back Stripe's answer only.
 */

/** Stripe.js's error for a wrong use of its API (thrown, never resolved). */
export class IntegrationError extends Error {
  override readonly name = 'IntegrationError';
}

type CardEventType =
  'change' | 'ready' | 'focus' | 'blur' | 'escape' | 'networkschange' | 'loaderror';
type Handler = (event: never) => unknown;

let frameCounter = 0;
const newFrameId = (): string =>
  `${Date.now().toString(36)}${(frameCounter += 1).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function postTo(
  target: Window | null,
  origin: string,
  frameId: string,
  message: PageMessage,
): void {
  target?.postMessage({ ...message, tag: MESSAGE_TAG, frameId }, origin);
}

/** Listens to the messages of one frame: its origin, its window and its id, nothing else. */
function listenToFrame(
  origin: string,
  frameId: string,
  frame: () => Window | null,
  onMessage: (message: FrameMessage) => void,
): () => void {
  const listener = (event: MessageEvent): void => {
    if (event.origin !== origin || event.source === null || event.source !== frame()) return;
    if (!isTagged(event.data, frameId)) return;
    onMessage(event.data as unknown as FrameMessage);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}

/** The options the frame needs, from the element's (what Stripe's frame reads from them). */
function frameOptions(options: StripeCardElementUpdateOptions): CardFrameOptions {
  return {
    ...(options.style ? { style: options.style } : {}),
    ...(options.disabled === undefined ? {} : { disabled: options.disabled }),
  };
}

interface PendingConfirmation {
  resolve(result: PaymentIntentResult): void;
  reject(error: Error): void;
}

const NOT_MOUNTED =
  'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.';

/** The Card Element: an iframe of the platform's card frame, mounted into the app's page. */
export class EmulatedCardElement {
  private readonly listeners = new Map<string, Set<{ handler: Handler; once: boolean }>>();
  private readonly pending = new Map<number, PendingConfirmation>();
  private options: StripeCardElementOptions;
  private container: HTMLDivElement | null = null;
  private iframe: HTMLIFrameElement | null = null;
  private target: HTMLElement | null = null;
  private frameId = '';
  private stopListening: (() => void) | null = null;
  private stopLabelClicks: (() => void) | null = null;
  private ready = false;
  private destroyed = false;
  private requestSerial = 0;
  private summary: CardFieldSummary = {
    empty: true,
    complete: false,
    error: undefined,
    brand: 'unknown',
  };

  constructor(
    private readonly origin: string,
    private readonly key: string,
    options: StripeCardElementOptions,
    private readonly onDestroy: () => void,
  ) {
    this.options = { ...options };
  }

  /** For @stripe/react-stripe-js and `elements.getElement`. */
  readonly elementType = 'card';

  mount(domElement: string | HTMLElement): void {
    this.assertAlive();
    if (this.container) {
      throw new IntegrationError(
        'This Element is already mounted. Use `unmount` to unmount the Element before re-mounting.',
      );
    }
    const target =
      typeof domElement === 'string' ? document.querySelector<HTMLElement>(domElement) : domElement;
    if (!(target instanceof HTMLElement)) {
      throw new IntegrationError(
        typeof domElement === 'string'
          ? `The selector you specified (${domElement}) applies to no DOM elements that are currently on the page.`
          : 'Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.',
      );
    }
    this.frameId = newFrameId();
    const container = document.createElement('div');
    container.className = '__PrivateStripeElement';
    for (const [property, value] of [
      ['margin', '0'],
      ['padding', '0'],
      ['border', 'none'],
      ['display', 'block'],
      ['background', 'transparent'],
      ['position', 'relative'],
    ]) {
      container.style.setProperty(property as string, value as string, 'important');
    }
    const iframe = document.createElement('iframe');
    iframe.name = `__privateStripeFrame${this.frameId}`;
    iframe.title = 'Secure card payment input frame';
    iframe.setAttribute('frameborder', '0');
    iframe.setAttribute('scrolling', 'no');
    iframe.setAttribute('allow', 'payment *');
    iframe.style.setProperty('border', 'none', 'important');
    iframe.style.setProperty('margin', '0', 'important');
    iframe.style.setProperty('padding', '0', 'important');
    iframe.style.setProperty('width', '100%', 'important');
    iframe.style.setProperty('min-width', '100%', 'important');
    iframe.style.setProperty('display', 'block', 'important');
    iframe.style.setProperty('overflow', 'hidden', 'important');
    iframe.style.setProperty('height', '44px');
    const parentOrigin = window.location.origin;
    iframe.src = `${this.origin}${EMULATOR_PATHS.cardFrame}#${new URLSearchParams({
      frameId: this.frameId,
      origin: parentOrigin,
    }).toString()}`;
    container.appendChild(iframe);
    this.stopListening = listenToFrame(
      this.origin,
      this.frameId,
      () => iframe.contentWindow,
      (message) => this.onFrameMessage(message),
    );
    this.container = container;
    this.iframe = iframe;
    this.target = target;
    target.classList.add('StripeElement');
    this.updateClasses();
    this.focusOnLabelClick(target);
    target.appendChild(container);
  }

  unmount(): void {
    this.assertAlive();
    this.detach();
  }

  destroy(): void {
    if (this.destroyed) {
      throw new IntegrationError(
        'This Element has already been destroyed. Please create a new one.',
      );
    }
    this.detach();
    this.destroyed = true;
    this.listeners.clear();
    this.onDestroy();
  }

  focus(): void {
    if (!this.ready || !this.iframe) return;
    this.iframe.focus();
    this.post({ type: 'focus' });
  }

  blur(): void {
    this.post({ type: 'blur' });
  }

  clear(): void {
    this.post({ type: 'clear' });
  }

  update(options: StripeCardElementUpdateOptions): void {
    this.assertAlive();
    this.options = { ...this.options, ...options };
    this.post({ type: 'update', options: frameOptions(this.options) });
  }

  on(eventType: CardEventType, handler: Handler): this {
    return this.listen(eventType, handler, false);
  }

  once(eventType: CardEventType, handler: Handler): this {
    return this.listen(eventType, handler, true);
  }

  off(eventType?: CardEventType, handler?: Handler): this {
    if (eventType === undefined) {
      this.listeners.clear();
      return this;
    }
    const set = this.listeners.get(eventType);
    if (!set) return this;
    if (handler === undefined) {
      set.clear();
      return this;
    }
    for (const entry of set) if (entry.handler === handler) set.delete(entry);
    return this;
  }

  /** Asks the card frame to confirm the intent with what the member typed. */
  confirmInFrame(clientSecret: string): Promise<PaymentIntentResult> {
    if (this.destroyed || !this.iframe || !this.ready) {
      return Promise.reject(new IntegrationError(NOT_MOUNTED));
    }
    const requestId = (this.requestSerial += 1);
    return new Promise<PaymentIntentResult>((resolve, reject) => {
      this.pending.set(requestId, { resolve, reject });
      this.post({ type: 'confirm', requestId, clientSecret });
    });
  }

  private listen(eventType: CardEventType, handler: Handler, once: boolean): this {
    if (typeof handler !== 'function') {
      throw new IntegrationError(`A handler for '${eventType}' must be a function.`);
    }
    let set = this.listeners.get(eventType);
    if (!set) {
      set = new Set();
      this.listeners.set(eventType, set);
    }
    set.add({ handler, once });
    return this;
  }

  private emit(eventType: CardEventType, event: object): void {
    for (const entry of [...(this.listeners.get(eventType) ?? [])]) {
      if (entry.once) this.listeners.get(eventType)?.delete(entry);
      (entry.handler as (event: object) => unknown)(event);
    }
  }

  private onFrameMessage(message: FrameMessage): void {
    switch (message.type) {
      case 'loaded':
        this.post({ type: 'init', key: this.key, options: frameOptions(this.options) });
        return;
      case 'ready':
        this.ready = true;
        this.emit('ready', { elementType: 'card' });
        return;
      case 'change': {
        this.summary = message.summary;
        this.updateClasses();
        const event: StripeCardElementChangeEvent = {
          elementType: 'card',
          empty: message.summary.empty,
          complete: message.summary.complete,
          error: message.summary.error,
          brand: message.summary.brand,
          value: { postalCode: '' },
        };
        this.emit('change', event);
        return;
      }
      case 'focus':
        this.target?.classList.add('StripeElement--focus');
        this.emit('focus', { elementType: 'card' });
        return;
      case 'blur':
        this.target?.classList.remove('StripeElement--focus');
        this.emit('blur', { elementType: 'card' });
        return;
      case 'escape':
        this.emit('escape', { elementType: 'card' });
        return;
      case 'resize':
        if (Number.isFinite(message.height) && message.height > 0 && message.height < 1000) {
          this.iframe?.style.setProperty('height', `${Math.ceil(message.height)}px`);
        }
        return;
      case 'confirmed': {
        const pending = this.pending.get(message.requestId);
        this.pending.delete(message.requestId);
        pending?.resolve(message.result);
        return;
      }
      case 'authenticated':
        return;
    }
  }

  private post(message: PageMessage): void {
    postTo(this.iframe?.contentWindow ?? null, this.origin, this.frameId, message);
  }

  private updateClasses(): void {
    const classes = this.target?.classList;
    if (!classes) return;
    classes.toggle('StripeElement--empty', this.summary.empty);
    classes.toggle('StripeElement--complete', this.summary.complete);
    classes.toggle('StripeElement--invalid', this.summary.error !== undefined);
  }

  /** A label of the mount target focuses the element, as with Stripe. */
  private focusOnLabelClick(target: HTMLElement): void {
    const labels = [
      ...(target.id ? [...document.querySelectorAll(`label[for="${CSS.escape(target.id)}"]`)] : []),
      ...(target.closest('label') ? [target.closest('label') as HTMLLabelElement] : []),
    ];
    const onClick = (): void => this.focus();
    for (const label of labels) label.addEventListener('click', onClick);
    this.stopLabelClicks = () => {
      for (const label of labels) label.removeEventListener('click', onClick);
    };
  }

  private detach(): void {
    this.stopListening?.();
    this.stopListening = null;
    this.stopLabelClicks?.();
    this.stopLabelClicks = null;
    this.container?.remove();
    this.target?.classList.remove(
      'StripeElement',
      'StripeElement--empty',
      'StripeElement--complete',
      'StripeElement--invalid',
      'StripeElement--focus',
    );
    this.container = null;
    this.iframe = null;
    this.target = null;
    this.ready = false;
    for (const pending of this.pending.values()) pending.reject(new IntegrationError(NOT_MOUNTED));
    this.pending.clear();
  }

  private assertAlive(): void {
    if (this.destroyed) {
      throw new IntegrationError(
        'This Element has already been destroyed. Please create a new one.',
      );
    }
  }
}

/** What `getElement` accepts: a type name, or a @stripe/react-stripe-js component. */
type ElementKey = string | { readonly __elementType?: string };

/** An Elements group: at most one Card Element at a time. */
export class EmulatedElements {
  private card: EmulatedCardElement | null = null;

  constructor(
    private readonly origin: string,
    private readonly key: string,
    private readonly onCreate: (card: EmulatedCardElement) => void,
  ) {}

  create(elementType: 'card', options?: StripeCardElementOptions): EmulatedCardElement {
    if ((elementType as string) !== 'card') {
      throw new IntegrationError(
        `The emulated Stripe.js implements the Card Element only, not '${String(elementType)}' (docs/adr/0070).`,
      );
    }
    if (this.card) {
      throw new IntegrationError(
        'Can only create one Element of type card. Destroy the existing card Element before creating a new one.',
      );
    }
    const card = new EmulatedCardElement(this.origin, this.key, options ?? {}, () => {
      if (this.card === card) this.card = null;
    });
    this.card = card;
    this.onCreate(card);
    return card;
  }

  getElement(elementType: ElementKey): EmulatedCardElement | null {
    const type = typeof elementType === 'string' ? elementType : elementType.__elementType;
    return type === 'card' ? this.card : null;
  }

  update(_options: Partial<StripeElementsOptionsClientSecret | StripeElementsOptionsMode>): void {
    // Appearance applies to the Payment Element only; the Card Element takes `style`.
  }

  fetchUpdates(): Promise<{ error?: undefined }> {
    return Promise.resolve({});
  }
}

/** Stripe's 3-D Secure challenge: a modal frame of the platform with Complete and Fail. */
function runChallenge(
  origin: string,
  key: string,
  paymentIntentId: string,
  clientSecret: string,
): Promise<PaymentIntentResult> {
  const frameId = newFrameId();
  const previousFocus = document.activeElement;
  const overlay = document.createElement('div');
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', '3D Secure authentication');
  for (const [property, value] of [
    ['position', 'fixed'],
    ['inset', '0'],
    ['z-index', '2147483647'],
    ['display', 'flex'],
    ['align-items', 'center'],
    ['justify-content', 'center'],
    ['background', 'rgba(0, 0, 0, 0.5)'],
  ]) {
    overlay.style.setProperty(property as string, value as string);
  }
  const iframe = document.createElement('iframe');
  iframe.title = '3D Secure authentication';
  iframe.setAttribute('frameborder', '0');
  iframe.style.setProperty('border', 'none');
  iframe.style.setProperty('background', '#fff');
  iframe.style.setProperty('width', 'min(500px, 100%)');
  iframe.style.setProperty('height', 'min(600px, 100%)');
  iframe.src = `${origin}${EMULATOR_PATHS.challengeFrame}#${new URLSearchParams({
    frameId,
    origin: window.location.origin,
  }).toString()}`;
  overlay.appendChild(iframe);
  return new Promise<PaymentIntentResult>((resolve) => {
    const stop = listenToFrame(
      origin,
      frameId,
      () => iframe.contentWindow,
      (message) => {
        if (message.type === 'loaded') {
          postTo(iframe.contentWindow, origin, frameId, {
            type: 'challenge',
            key,
            paymentIntentId,
            clientSecret,
          });
          iframe.focus();
        } else if (message.type === 'authenticated') {
          stop();
          overlay.remove();
          if (previousFocus instanceof HTMLElement) previousFocus.focus();
          resolve(message.result);
        }
      },
    );
    document.body.appendChild(overlay);
  });
}

const unsupported = (what: string) => ({
  error: {
    type: 'invalid_request_error' as const,
    message: `The emulated Stripe.js does not implement ${what}; the app confirms with confirmCardPayment.`,
  },
});

const SECRET_PATTERN = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;

/** The object `Stripe(key)` returns. */
export class EmulatedStripe {
  private readonly cards = new WeakSet<EmulatedCardElement>();

  constructor(
    private readonly origin: string,
    private readonly key: string,
  ) {}

  elements(
    _options?: StripeElementsOptionsClientSecret | StripeElementsOptionsMode,
  ): EmulatedElements {
    return new EmulatedElements(this.origin, this.key, (card) => this.cards.add(card));
  }

  async confirmCardPayment(
    clientSecret: string,
    data?: ConfirmCardPaymentData,
    options?: ConfirmCardPaymentOptions,
  ): Promise<PaymentIntentResult> {
    const match = typeof clientSecret === 'string' ? SECRET_PATTERN.exec(clientSecret) : null;
    if (!match?.[1]) {
      throw new IntegrationError(
        'Invalid value for confirmCardPayment intent secret: value should be a client_secret string.',
      );
    }
    const method = data?.payment_method;
    const card =
      typeof method === 'object' && method !== null ? (method.card as unknown) : undefined;
    if (!(card instanceof EmulatedCardElement) || !this.cards.has(card)) {
      throw new IntegrationError(
        'The emulated Stripe.js confirms with a card Element created by this Stripe instance: pass {payment_method: {card: element}}.',
      );
    }
    const result = await card.confirmInFrame(clientSecret);
    const intent = result.paymentIntent;
    if (intent?.status !== 'requires_action' || options?.handleActions === false) return result;
    return runChallenge(this.origin, this.key, match[1], clientSecret);
  }

  createToken(..._args: unknown[]): Promise<TokenResult> {
    return Promise.resolve(unsupported('createToken'));
  }

  createPaymentMethod(..._args: unknown[]): Promise<PaymentMethodResult> {
    return Promise.resolve(unsupported('createPaymentMethod'));
  }

  registerAppInfo(_info: unknown): void {
    // Stripe records plugin names for its own analytics; nothing to do offline.
  }

  _registerWrapper(_wrapper: unknown): void {
    // As registerAppInfo.
  }
}

/** The release train of @stripe/stripe-js 10, which warns for a pk_test key on any other. */
export const EMULATED_VERSION = 'endive' as const;

/** `window.Stripe`: the constructor @stripe/stripe-js finds and calls. */
export function createStripeConstructor(
  origin: string,
): ((key: string, options?: unknown) => EmulatedStripe) & { version: string } {
  const construct = (key: string, _options?: unknown): EmulatedStripe => {
    if (typeof key !== 'string' || key === '') {
      throw new IntegrationError(
        'Please call Stripe() with your publishable key. You used an empty string.',
      );
    }
    if (key.startsWith('sk_')) {
      throw new IntegrationError(
        'You should not use your secret key with Stripe.js. Please pass a publishable key instead.',
      );
    }
    return new EmulatedStripe(origin, key);
  };
  return Object.assign(construct, { version: EMULATED_VERSION });
}
