import type { CardFieldState, MountedCardField } from '@scanwise/core';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { FrameLocator } from 'vitest/browser';
import {
  control,
  hasPlatform,
  platformMissing,
  platformUrl,
  until,
} from '../../test/platform/support';
import { createStripeCardPayment } from './stripeCardPayment';

if (!hasPlatform) console.warn(`Stripe emulator browser tests skipped: ${platformMissing}`);

/** The adapter as development and e2e use it: Stripe.js from the platform's emulator. */
const payment = createStripeCardPayment({
  publishableKey: 'pk_test_scanwise',
  scriptUrl: `${platformUrl}/stripe/v3`,
  loadTimeoutMs: 10_000,
});

const NUMBER = 'Credit or debit card number';
const EXPIRY = 'Credit or debit card expiration date';
const CVC = 'Credit or debit card CVC/CVV';

/** A pending charge's PaymentIntent, created as the platform's server does (secret test key). */
async function createIntent(): Promise<{ id: string; clientSecret: string }> {
  const response = await fetch(`${platformUrl}/stripe/v1/payment_intents`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sk_test_scanwise' },
    body: new URLSearchParams({ amount: '4990', currency: 'usd' }),
  });
  const intent = (await response.json()) as { id: string; client_secret: string };
  return { id: intent.id, clientSecret: intent.client_secret };
}

async function intentStatus(id: string): Promise<string> {
  const response = await fetch(`${platformUrl}/stripe/v1/payment_intents/${id}`, {
    headers: { Authorization: 'Bearer sk_test_scanwise' },
  });
  return ((await response.json()) as { status: string }).status;
}

interface Mounted {
  readonly field: MountedCardField;
  readonly states: CardFieldState[];
  readonly frame: FrameLocator;
  readonly host: HTMLElement;
  last(): CardFieldState;
}

const fields: MountedCardField[] = [];
afterEach(() => {
  for (const field of fields.splice(0)) field.destroy();
  document.body.replaceChildren();
});

async function mountField(): Promise<Mounted> {
  const host = document.body.appendChild(document.createElement('div'));
  const mount = await payment.mountCardField(host, { style: { color: '#1b1f24' } });
  if (mount.status !== 'mounted') throw new Error(`not mounted: ${mount.message}`);
  fields.push(mount.field);
  const states: CardFieldState[] = [];
  mount.field.state$.subscribe((state) => states.push(state));
  const last = (): CardFieldState => states[states.length - 1]!;
  await until(() => last().ready, 10_000, 'the card frame to be ready');
  const iframe = host.querySelector('iframe');
  if (!iframe) throw new Error('no card frame');
  return {
    field: mount.field,
    states,
    frame: page.frameLocator(page.elementLocator(iframe)),
    host,
    last,
  };
}

async function typeCard(frame: FrameLocator, number: string, expiry = '12 / 34', cvc = '123') {
  await frame.getByLabelText(NUMBER).fill(number);
  await frame.getByLabelText(EXPIRY).fill(expiry);
  await frame.getByLabelText(CVC).fill(cvc);
}

const challenge = () => page.frameLocator(page.getByTitle('3D Secure authentication'));

describe.skipIf(!hasPlatform)('Stripe adapter in Chromium against the emulated Stripe.js', () => {
  // First, before any test has loaded the script: window.Stripe does not exist yet.
  it('Stripe.js unreachable: the field is unavailable; a retry loads it', async () => {
    await control('/faults', { path: '/stripe/v3', status: 503, times: 1 });
    const host = document.body.appendChild(document.createElement('div'));
    expect(await payment.mountCardField(host)).toEqual({
      status: 'unavailable',
      message: 'Card payments are unavailable right now.',
    });
    expect(window.Stripe).toBeUndefined();
    const { field } = await mountField();
    expect(field.element).toBeDefined();
    expect(window.Stripe).toBeTypeOf('function');
  });

  it('mounts the card field in a cross-origin frame; 4242 succeeds; the page never holds the number', async () => {
    const { frame, host, last } = await mountField();
    const iframe = host.querySelector('iframe')!;
    expect(new URL(iframe.src).origin).toBe(new URL(platformUrl).origin);
    expect(new URL(iframe.src).origin).not.toBe(location.origin);
    expect(host.classList.contains('StripeElement--empty')).toBe(true);
    await typeCard(frame, '4242424242424242');
    await until(() => last().complete, 5_000, 'a complete field');
    expect(last()).toMatchObject({ empty: false, complete: true, error: null, brand: 'visa' });
    expect(host.classList.contains('StripeElement--complete')).toBe(true);
    expect(document.documentElement.outerHTML).not.toMatch(/4242\s?4242/);

    const intent = await createIntent();
    const field = fields[fields.length - 1]!;
    await expect(
      payment.confirmCardPayment(intent.clientSecret, { element: field.element }),
    ).resolves.toEqual({ status: 'succeeded', paymentIntentId: intent.id });
    expect(await intentStatus(intent.id)).toBe('succeeded');
    await expect(
      payment.confirmCardPayment(intent.clientSecret, { element: field.element }),
    ).resolves.toMatchObject({ status: 'declined', code: 'payment_intent_unexpected_state' });
  });

  it.each([
    ['4000000000000002', 'generic_decline', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
  ])(
    "%s declines with %s and Stripe's message; a good card then pays the same intent",
    async (number, code, message) => {
      const { field, frame, last } = await mountField();
      const intent = await createIntent();
      await typeCard(frame, number);
      await until(() => last().complete, 5_000, 'a complete field');
      await expect(
        payment.confirmCardPayment(intent.clientSecret, { element: field.element }),
      ).resolves.toEqual({ status: 'declined', code, message });
      expect(await intentStatus(intent.id)).toBe('requires_payment_method');
      await frame.getByLabelText(NUMBER).fill('4242424242424242');
      await expect(
        payment.confirmCardPayment(intent.clientSecret, { element: field.element }),
      ).resolves.toMatchObject({ status: 'succeeded' });
    },
  );

  it("3-D Secure: Stripe's challenge opens over the page; Complete pays", async () => {
    const { field, frame, last } = await mountField();
    const intent = await createIntent();
    await typeCard(frame, '4000002760003184');
    await until(() => last().complete, 5_000, 'a complete field');
    const paying = payment.confirmCardPayment(intent.clientSecret, { element: field.element });
    await challenge().getByRole('button', { name: 'Complete' }).click();
    await expect(paying).resolves.toEqual({ status: 'succeeded', paymentIntentId: intent.id });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(await intentStatus(intent.id)).toBe('succeeded');
  });

  it('3-D Secure: Fail declines with the reason; the member tries again on the same intent', async () => {
    const { field, frame, last } = await mountField();
    const intent = await createIntent();
    await typeCard(frame, '4000002760003184');
    await until(() => last().complete, 5_000, 'a complete field');
    const failing = payment.confirmCardPayment(intent.clientSecret, { element: field.element });
    await challenge().getByRole('button', { name: 'Fail' }).click();
    await expect(failing).resolves.toEqual({
      status: 'declined',
      code: 'payment_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    const again = payment.confirmCardPayment(intent.clientSecret, { element: field.element });
    await challenge().getByRole('button', { name: 'Complete' }).click();
    await expect(again).resolves.toMatchObject({ status: 'succeeded' });
  });

  it('an incomplete or expired card shows its error and declines without a request', async () => {
    const { field, frame, last } = await mountField();
    const intent = await createIntent();
    await frame.getByLabelText(NUMBER).fill('4242 4242');
    expect(last().error).toBeNull();
    await frame.getByLabelText(EXPIRY).click();
    await until(() => last().error !== null, 5_000, 'the incomplete-number error');
    expect(last()).toMatchObject({
      complete: false,
      error: { code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
    await expect(
      payment.confirmCardPayment(intent.clientSecret, { element: field.element }),
    ).resolves.toEqual({
      status: 'declined',
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    });
    await frame.getByLabelText(NUMBER).fill('4242424242424242');
    await frame.getByLabelText(EXPIRY).fill('12 / 20');
    await until(() => last().error?.code === 'invalid_expiry_year_past', 5_000, 'the expiry error');
    expect(last().error?.message).toBe("Your card's expiration year is in the past.");
    expect(await intentStatus(intent.id)).toBe('requires_payment_method');
  });

  it('the keyboard reaches the card field: Tab from the control before it focuses the number', async () => {
    const before = document.body.appendChild(document.createElement('button'));
    before.textContent = 'Before';
    const { last } = await mountField();
    before.focus();
    await userEvent.tab();
    await until(() => last().focused, 5_000, 'focus in the card frame');
  });

  it('disables, focuses and destroys the field; a destroyed field cannot pay', async () => {
    const { field, frame, host, last } = await mountField();
    field.setDisabled(true);
    await expect(frame.getByLabelText(NUMBER).fill('4', { timeout: 1_000 })).rejects.toThrow();
    field.setDisabled(false);
    await frame.getByLabelText(NUMBER).fill('4');
    await until(() => !last().empty, 5_000, 'typing after the field is enabled again');
    field.focus();
    await until(() => last().focused, 5_000, 'focus in the card frame');
    field.destroy();
    expect(host.querySelector('iframe')).toBeNull();
    const intent = await createIntent();
    await expect(
      payment.confirmCardPayment(intent.clientSecret, { element: field.element }),
    ).resolves.toMatchObject({ status: 'unavailable' });
  });
});
