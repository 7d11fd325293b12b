import { describe, expect, it } from 'vitest';
import { MemberApi } from '../api';
import { HttpClient } from '../http';
import type { CardInput, CardPaymentPort } from '../ports';
import { CALLS, type PendingCharge, type PendingChargeCreate } from '../schemas';
import {
  FakeCardPayment,
  FakeClock,
  FakeHttp,
  RecordingLogger,
  TEST_CARDS,
  typedTestCard,
  type FakeHttpHandler,
  type FakeHttpReply,
} from '../testing';
import { PAYMENT_FLOW_IDLE, isPaymentInProgress, type PaymentFlowState } from './paymentFlowState';
import { PaymentService } from './paymentService';

const BASE = 'https://api.scanwise.test';
const CREATE = CALLS.createPendingCharge.path;
const COMPLETE = CALLS.completePendingCharge.path;

const ORDER: PendingChargeCreate = { packageId: 'pkg_full_body', addOnIds: ['addon_heart_ct'] };
const GOOD_CARD: CardInput = typedTestCard(TEST_CARDS.success);
const DECLINED_CARD: CardInput = typedTestCard(TEST_CARDS.declined);

interface Setup {
  readonly http: FakeHttp;
  readonly cards: FakeCardPayment;
  readonly logger: RecordingLogger;
  readonly service: PaymentService;
  readonly states: PaymentFlowState[];
  /** Sets what complete answers. */
  completeWith(reply: FakeHttpReply | FakeHttpHandler): void;
}

/** The platform side on FakeHttp: create-pending mints a real client secret of the fake provider. */
function setup(
  wrapCards?: (cards: FakeCardPayment) => Pick<CardPaymentPort, 'confirmCardPayment'>,
): Setup {
  const clock = new FakeClock();
  const http = new FakeHttp();
  const cards = new FakeCardPayment();
  const logger = new RecordingLogger();
  let serial = 0;
  http.on('POST', CREATE, ({ params, json }) => {
    const body = json<PendingChargeCreate>();
    const charge: PendingCharge = {
      id: `pch_${++serial}`,
      packageId: params['id'] ?? '',
      encounterId: body.encounterId ?? 'enc_new',
      clientSecret: cards.createPendingCharge(249_900),
      amount: 249_900,
      currency: 'USD',
      status: 'PENDING',
    };
    return { status: 201, body: charge };
  });
  const completeWith = (reply: FakeHttpReply | FakeHttpHandler): void => {
    http.on('POST', COMPLETE, reply);
  };
  completeWith({
    body: { id: 'pch_1', encounterId: 'enc_new', status: 'SUCCEEDED', invoiceId: 'inv_1' },
  });
  const client = new HttpClient({ http, baseUrl: BASE, clock });
  const calls = new MemberApi({ calls: CALLS, client, logger });
  const service = new PaymentService({
    calls,
    cardPayment: wrapCards ? wrapCards(cards) : cards,
    logger,
  });
  const states: PaymentFlowState[] = [];
  service.state$.subscribe((state) => states.push(state));
  return { http, cards, logger, service, states, completeWith };
}

const statuses = (states: readonly PaymentFlowState[]): string[] => states.map((s) => s.status);

describe('PaymentService: "a pending charge is created for a package, then completed"', () => {
  it('creates the pending charge, confirms the card with its client secret, then completes', async () => {
    const { http, cards, service, states } = setup();
    const final = await service.pay(ORDER, GOOD_CARD);
    expect(final.status).toBe('succeeded');
    expect(statuses(states)).toEqual(['idle', 'creating', 'confirming', 'completing', 'succeeded']);
    expect(http.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${BASE}/packages/payments/pkg_full_body/create-pending`,
      `POST ${BASE}/packages/payments/pkg_full_body/complete`,
    ]);
    expect(cards.attempts).toHaveLength(1);
    if (final.status === 'succeeded') {
      expect(cards.isPaid(final.charge.clientSecret)).toBe(true);
      expect(final.completion.invoiceId).toBe('inv_1');
    }
    expect(service.pendingCharge).toBeUndefined();
  });

  it('a declined card keeps the pending charge: retrying with another card creates no second charge', async () => {
    const { http, cards, service } = setup();
    const declined = await service.pay(ORDER, DECLINED_CARD);
    expect(declined).toMatchObject({
      status: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(service.pendingCharge).toBeDefined();
    expect(http.requestsTo('POST', COMPLETE)).toHaveLength(0);

    const paid = await service.pay(ORDER, GOOD_CARD);
    expect(paid.status).toBe('succeeded');
    expect(http.requestsTo('POST', CREATE)).toHaveLength(1);
    expect(cards.attempts.map((a) => a.clientSecret)).toEqual([
      cards.attempts[0]?.clientSecret,
      cards.attempts[0]?.clientSecret,
    ]);
  });

  it('a changed order (another package or add-ons) gets a new pending charge', async () => {
    const { http, service } = setup();
    await service.pay(ORDER, DECLINED_CARD);
    await service.pay({ ...ORDER, addOnIds: [] }, DECLINED_CARD);
    await service.pay({ ...ORDER, addOnIds: [] }, DECLINED_CARD);
    expect(http.requestsTo('POST', CREATE)).toHaveLength(2);
  });

  it('add-ons in another order are the same purchase', async () => {
    const { http, service } = setup();
    await service.pay({ ...ORDER, addOnIds: ['a', 'b'] }, DECLINED_CARD);
    await service.pay({ ...ORDER, addOnIds: ['b', 'a'] }, DECLINED_CARD);
    expect(http.requestsTo('POST', CREATE)).toHaveLength(1);
  });

  it('an offline card provider is a clear unavailable state; the charge is kept for later', async () => {
    const { http, cards, service, logger } = setup();
    cards.setUnavailable('Stripe could not load');
    const state = await service.pay(ORDER, GOOD_CARD);
    expect(state).toMatchObject({ status: 'unavailable', message: 'Stripe could not load' });
    expect(logger.has('warn', 'Card payment provider unavailable')).toBe(true);
    cards.setUnavailable(null);
    expect((await service.pay(ORDER, GOOD_CARD)).status).toBe('succeeded');
    expect(http.requestsTo('POST', CREATE)).toHaveLength(1);
  });

  it('a failed create-pending is failed with the call message key; a retry creates again', async () => {
    const { http, service } = setup();
    http.failNextWithNetworkError();
    const state = await service.pay(ORDER, GOOD_CARD);
    expect(state).toMatchObject({
      status: 'failed',
      stage: 'create',
      messageKey: 'api.errors.offline',
    });
    expect(service.pendingCharge).toBeUndefined();
    expect((await service.pay(ORDER, GOOD_CARD)).status).toBe('succeeded');
  });

  it('a failed complete after the card succeeded retries only the completion, never the card', async () => {
    const { http, cards, service, completeWith } = setup();
    completeWith({ status: 503, body: { code: 'unavailable', message: 'Try later' } });
    const state = await service.pay(ORDER, GOOD_CARD);
    expect(state).toMatchObject({
      status: 'failed',
      stage: 'complete',
      messageKey: 'api.errors.server',
    });
    expect(state.status === 'failed' && state.charge?.packageId).toBe('pkg_full_body');

    completeWith({ body: { id: 'pch_1', encounterId: 'enc_new', status: 'SUCCEEDED' } });
    expect((await service.pay(ORDER, GOOD_CARD)).status).toBe('succeeded');
    expect(cards.attempts).toHaveLength(1);
    expect(http.requestsTo('POST', CREATE)).toHaveLength(1);
    expect(http.requestsTo('POST', COMPLETE)).toHaveLength(2);
  });

  it('complete refused as not paid at the provider: the next attempt pays the same charge by card again', async () => {
    let lied = false;
    // A client that claims a payment the provider never saw (the platform asks the provider).
    const { http, cards, service, completeWith } = setup((real) => ({
      confirmCardPayment: (secret, input) => {
        if (lied) return real.confirmCardPayment(secret, input);
        lied = true;
        return Promise.resolve({ status: 'succeeded', paymentIntentId: 'pi_claimed' });
      },
    }));
    completeWith({
      status: 409,
      body: { code: 'payment_not_confirmed', message: 'The PaymentIntent has not succeeded' },
    });
    const state = await service.pay(ORDER, GOOD_CARD);
    expect(state).toMatchObject({
      status: 'failed',
      stage: 'complete',
      messageKey: 'payment.errors.notConfirmed',
      charge: { packageId: 'pkg_full_body' },
    });

    completeWith({ body: { id: 'pch_1', encounterId: 'enc_new', status: 'SUCCEEDED' } });
    expect((await service.pay(ORDER, GOOD_CARD)).status).toBe('succeeded');
    expect(cards.attempts.map((attempt) => attempt.result.status)).toEqual(['succeeded']);
    expect(http.requestsTo('POST', CREATE)).toHaveLength(1);
  });

  it('a completion that did not succeed is failed and drops the charge (a retry needs a new one)', async () => {
    const { service, completeWith, logger } = setup();
    completeWith({ body: { id: 'pch_1', encounterId: 'enc_new', status: 'CANCELLED' } });
    const state = await service.pay(ORDER, GOOD_CARD);
    expect(state).toMatchObject({
      status: 'failed',
      stage: 'complete',
      messageKey: 'payment.errors.notCompleted',
    });
    expect(service.pendingCharge).toBeUndefined();
    expect(logger.has('error', 'Payment not completed')).toBe(true);
  });

  it('a card provider that throws is failed at confirm, logged, and keeps the charge', async () => {
    const throwing: Pick<CardPaymentPort, 'confirmCardPayment'> = {
      confirmCardPayment: () => Promise.reject(new Error('script crashed')),
    };
    const { service, logger } = setup(() => throwing);
    const state = await service.pay(ORDER, GOOD_CARD);
    expect(state).toMatchObject({
      status: 'failed',
      stage: 'confirm',
      message: 'script crashed',
      messageKey: 'payment.errors.cardProvider',
    });
    expect(service.pendingCharge).toBeDefined();
    expect(logger.has('error', 'Payment failed')).toBe(true);
  });

  it('a second pay while one runs joins it (a double click pays once)', async () => {
    const { http, service } = setup();
    const first = service.pay(ORDER, GOOD_CARD);
    expect(isPaymentInProgress(service.getSnapshot())).toBe(true);
    const second = service.pay(ORDER, GOOD_CARD);
    expect(second).toBe(first);
    await first;
    expect(http.requestsTo('POST', CREATE)).toHaveLength(1);
  });

  it('after success, pay returns the succeeded state without calling anything until reset', async () => {
    const { http, service } = setup();
    const paid = await service.pay(ORDER, GOOD_CARD);
    await expect(service.pay(ORDER, GOOD_CARD)).resolves.toBe(paid);
    expect(http.requests).toHaveLength(2);
    service.reset();
    expect(service.getSnapshot()).toBe(PAYMENT_FLOW_IDLE);
    await service.pay(ORDER, GOOD_CARD);
    expect(http.requests).toHaveLength(4);
  });

  it('reset abandons an attempt in flight: its answers change nothing', async () => {
    const { service, states } = setup();
    const running = service.pay(ORDER, GOOD_CARD);
    service.reset();
    await running;
    expect(service.getSnapshot().status).toBe('idle');
    expect(service.pendingCharge).toBeUndefined();
    expect(statuses(states)).toEqual(['idle', 'creating', 'idle']);
  });

  it.each([
    'confirm',
    'complete',
    'create-failure',
    'confirm-failure',
    'complete-failure',
  ] as const)('reset during %s leaves the service idle', async (when) => {
    const gate: { release?: () => void } = {};
    const blocked = new Promise<void>((resolve) => (gate.release = resolve));
    const slowCards = (cards: FakeCardPayment): Pick<CardPaymentPort, 'confirmCardPayment'> => ({
      confirmCardPayment: async (secret, input) => {
        if (when === 'confirm' || when === 'confirm-failure') await blocked;
        if (when === 'confirm-failure') throw new Error('late');
        return cards.confirmCardPayment(secret, input);
      },
    });
    const { service, http, completeWith, states } = setup(slowCards);
    if (when === 'create-failure')
      http.on('POST', CREATE, () => blocked.then(() => ({ status: 500 })));
    if (when === 'complete' || when === 'complete-failure') {
      completeWith(() =>
        blocked.then(() =>
          when === 'complete'
            ? { body: { id: 'p', encounterId: 'e', status: 'SUCCEEDED' } }
            : { status: 500 },
        ),
      );
    }
    const running = service.pay(ORDER, GOOD_CARD);
    await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
    service.reset();
    gate.release?.();
    await running;
    expect(service.getSnapshot()).toBe(PAYMENT_FLOW_IDLE);
    const reached = when.startsWith('create')
      ? 'creating'
      : when.startsWith('confirm')
        ? 'confirming'
        : 'completing';
    expect(states.at(-2)?.status).toBe(reached);
  });

  it('getSnapshot returns the same frozen object until the state changes; subscribe stops on unsubscribe', async () => {
    const { service } = setup();
    const seen: string[] = [];
    const unsubscribe = service.subscribe((state) => seen.push(state.status));
    expect(service.getSnapshot()).toBe(service.getSnapshot());
    expect(Object.isFrozen(service.getSnapshot())).toBe(true);
    unsubscribe();
    await service.pay(ORDER, GOOD_CARD);
    expect(seen).toEqual(['idle']);
  });

  it('dispose completes state$', () => {
    const { service } = setup();
    let completed = false;
    service.state$.subscribe({ complete: () => (completed = true) });
    service.dispose();
    expect(completed).toBe(true);
  });
});
