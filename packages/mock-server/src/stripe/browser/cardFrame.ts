import type { PaymentIntentResult, StripeElementCSSProperties } from '@stripe/stripe-js';
import {
  CARD_PARTS,
  brandOf,
  checkExpiry,
  checkNumber,
  cvcLengthOf,
  digitsOf,
  formatExpiry,
  formatNumber,
  numberLengthsOf,
  parseExpiry,
  partErrors,
  summarise,
} from '../cards';
import type { CardFieldValues, CardPart } from '../cards';
import { CONNECTION_ERROR, EMULATOR_PATHS, MESSAGE_TAG, isTagged } from '../protocol';
import type { CardFrameOptions, FrameMessage, PageMessage } from '../protocol';
import { frameContext, postJson } from './frameContext';

/**
 * The card frame: number, expiry and CVC on the platform's origin. It reports Stripe's `change`
 * events to the page (empty, complete, the validation error, the brand; never what was typed)
 * and, when the page asks, sends the card to the emulator's API itself and posts back Stripe's
 * answer.
 */
const context = frameContext();
if (context) startCardFrame(context.frameId, context.parentOrigin);

const CSS_PROPERTIES: Partial<Record<keyof StripeElementCSSProperties, string>> = {
  color: 'color',
  fontFamily: 'font-family',
  fontSize: 'font-size',
  fontWeight: 'font-weight',
  fontStyle: 'font-style',
  letterSpacing: 'letter-spacing',
  lineHeight: 'line-height',
};

/** Stripe's `style.base` (and its placeholder colour) and `style.invalid` colour. */
function applyStyle(options: CardFrameOptions): void {
  const root = document.documentElement.style;
  const base = options.style?.base;
  for (const [name, css] of Object.entries(CSS_PROPERTIES)) {
    const value = base?.[name as keyof StripeElementCSSProperties];
    if (typeof value === 'string' || typeof value === 'number')
      root.setProperty(css, String(value));
  }
  const placeholder = base?.['::placeholder']?.color;
  if (placeholder) root.setProperty('--placeholder-color', placeholder);
  const invalid = options.style?.invalid?.color;
  if (invalid) root.setProperty('--invalid-color', invalid);
}

function startCardFrame(frameId: string, parentOrigin: string): void {
  const form = document.getElementById('card') as HTMLFormElement;
  const inputs: Record<CardPart, HTMLInputElement> = {
    number: document.getElementById('number') as HTMLInputElement,
    expiry: document.getElementById('expiry') as HTMLInputElement,
    cvc: document.getElementById('cvc') as HTMLInputElement,
  };
  const left = new Set<CardPart>();
  let key = '';
  let options: CardFrameOptions = {};
  let reported = '';
  let focused = false;

  const post = (message: FrameMessage): void => {
    window.parent.postMessage({ ...message, tag: MESSAGE_TAG, frameId }, parentOrigin);
  };

  const values = (): CardFieldValues => ({
    number: inputs.number.value,
    expiry: inputs.expiry.value,
    cvc: inputs.cvc.value,
  });

  /** Marks the parts in error and tells the page when the summary changed. */
  const report = (submitting = false) => {
    const now = new Date();
    const errors = partErrors(values(), now, left, submitting);
    for (const part of CARD_PARTS) {
      inputs[part].setAttribute('aria-invalid', errors[part] ? 'true' : 'false');
    }
    const summary = summarise(values(), now, left, submitting);
    document.body.classList.toggle('invalid', summary.error !== undefined);
    const text = JSON.stringify(summary);
    if (text !== reported) {
      reported = text;
      post({ type: 'change', summary });
    }
    return summary;
  };

  const enableInputs = (): void => {
    for (const part of CARD_PARTS) inputs[part].disabled = key === '' || options.disabled === true;
  };

  inputs.number.addEventListener('input', () => {
    const digits = digitsOf(inputs.number.value);
    const lengths = numberLengthsOf(brandOf(digits));
    inputs.number.value = formatNumber(digits.slice(0, lengths[lengths.length - 1] ?? 16));
    inputs.cvc.maxLength = cvcLengthOf(brandOf(digits));
    report();
    if (checkNumber(inputs.number.value).status === 'complete') inputs.expiry.focus();
  });
  inputs.expiry.addEventListener('input', (event) => {
    const deleting = event instanceof InputEvent && event.inputType.startsWith('delete');
    inputs.expiry.value = formatExpiry(inputs.expiry.value, deleting);
    report();
    if (checkExpiry(inputs.expiry.value, new Date()).status === 'complete') inputs.cvc.focus();
  });
  inputs.cvc.addEventListener('input', () => {
    const brand = brandOf(digitsOf(inputs.number.value));
    inputs.cvc.value = digitsOf(inputs.cvc.value).slice(0, cvcLengthOf(brand));
    report();
  });
  for (const part of CARD_PARTS) {
    inputs[part].addEventListener('blur', () => {
      if (inputs[part].value !== '') left.add(part);
      report();
    });
  }
  form.addEventListener('focusin', () => {
    if (focused) return;
    focused = true;
    post({ type: 'focus' });
  });
  form.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && form.contains(next)) return;
    focused = false;
    post({ type: 'blur' });
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') post({ type: 'escape' });
  });

  const confirm = async (requestId: number, clientSecret: string): Promise<void> => {
    for (const part of CARD_PARTS) left.add(part);
    const summary = report(true);
    if (summary.error !== undefined) {
      post({ type: 'confirmed', requestId, result: { error: summary.error } });
      return;
    }
    const expiry = parseExpiry(inputs.expiry.value);
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    const body = new URLSearchParams({
      key,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': digitsOf(inputs.number.value),
      'payment_method_data[card][exp_month]': String(expiry?.month ?? 0),
      'payment_method_data[card][exp_year]': String(expiry?.year ?? 0),
      'payment_method_data[card][cvc]': digitsOf(inputs.cvc.value),
    });
    const result: PaymentIntentResult = await postJson(
      `${EMULATOR_PATHS.paymentIntents}/${encodeURIComponent(intentId)}/confirm`,
      body,
    ).catch(() => CONNECTION_ERROR);
    post({ type: 'confirmed', requestId, result });
  };

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (!isTagged(event.data, frameId)) return;
    const message = event.data as unknown as PageMessage;
    switch (message.type) {
      case 'init':
        key = message.key;
        options = message.options;
        applyStyle(options);
        enableInputs();
        report();
        post({ type: 'ready' });
        return;
      case 'update':
        options = { ...options, ...message.options };
        applyStyle(options);
        enableInputs();
        return;
      case 'focus': {
        const invalid = CARD_PARTS.find(
          (part) => inputs[part].getAttribute('aria-invalid') === 'true',
        );
        inputs[invalid ?? 'number'].focus();
        return;
      }
      case 'blur':
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        return;
      case 'clear':
        for (const part of CARD_PARTS) inputs[part].value = '';
        left.clear();
        report();
        return;
      case 'confirm':
        void confirm(message.requestId, message.clientSecret);
        return;
      default:
        return;
    }
  });

  new ResizeObserver(() => {
    post({ type: 'resize', height: document.documentElement.scrollHeight });
  }).observe(document.body);

  post({ type: 'loaded' });
}
