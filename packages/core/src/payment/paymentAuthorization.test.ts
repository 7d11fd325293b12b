import { describe, expect, it } from 'vitest';
import { MemberApi } from '../api';
import { HttpClient } from '../http';
import { MEMBER_QUERY_KEYS } from '../memberData';
import type { CardInput } from '../ports';
import { RemoteDataCache } from '../remoteData';
import {
  CALLS,
  ENTITY_EXAMPLES,
  type AddOn,
  type Encounter,
  type Invoice,
  type PendingChargeCreate,
  type Plan,
} from '../schemas';
import {
  FakeCardPayment,
  FakeClock,
  FakeHttp,
  RecordingLogger,
  TEST_CARDS,
  typedTestCard,
  flushPromises,
  type FakeHttpReply,
} from '../testing';
import {
  PaymentAuthorizations,
  type PaymentAuthorization,
  type PaymentAuthorizationState,
} from './paymentAuthorization';

const BASE = 'https://api.scanwise.test';
const GOOD_CARD: CardInput = typedTestCard(TEST_CARDS.success);
const DECLINED_CARD: CardInput = typedTestCard(TEST_CARDS.declined);

const bodyScan: Plan = { ...ENTITY_EXAMPLES.Plan, id: 'pkg_full_body', price: 249_900 };
const heartAddOn: AddOn = { ...ENTITY_EXAMPLES.AddOn, id: 'addon_heart_ct', price: 39_900 };
const waiting: Encounter = {
  ...ENTITY_EXAMPLES.Encounter,
  id: 'enc_pay',
  status: 'AWAITING_PAYMENT',
  package: { id: bodyScan.id, name: bodyScan.name, kind: bodyScan.kind },
  addOnIds: [heartAddOn.id],
  appointment: null,
};
const booked: Encounter = { ...waiting, status: 'SCHEDULED' };
const dueInvoice: Invoice = {
  ...ENTITY_EXAMPLES.Invoice,
  id: 'inv_due',
  amount: 24_900,
  status: 'DUE',
  encounterId: waiting.id,
};

function setup(encounter: Encounter = waiting, invoices: Invoice[] = []) {
  const clock = new FakeClock();
  const http = new FakeHttp();
  const cards = new FakeCardPayment();
  const logger = new RecordingLogger();
  const answer = (name: keyof typeof CALLS, reply: FakeHttpReply | Parameters<FakeHttp['on']>[2]) =>
    http.on(CALLS[name].method, CALLS[name].path, reply);
  answer('encounterGet', { body: encounter });
  answer('invoiceList', { body: invoices });
  answer('planList', { body: [bodyScan] });
  answer('addOnList', { body: [heartAddOn] });
  answer('createPendingCharge', ({ json }) => {
    const order = json<PendingChargeCreate>();
    const amount = order.addOnIds.length > 0 ? 289_800 : 24_900;
    return {
      status: 201,
      body: {
        id: 'pch_1',
        packageId: order.packageId,
        encounterId: order.encounterId ?? 'enc_new',
        clientSecret: cards.createPendingCharge(amount),
        amount,
        currency: 'USD',
        status: 'PENDING',
      },
    };
  });
  answer('completePendingCharge', {
    body: { id: 'pch_1', encounterId: encounter.id, status: 'SUCCEEDED', invoiceId: 'inv_1' },
  });
  const api = new MemberApi({
    calls: CALLS,
    client: new HttpClient({ http, baseUrl: BASE, clock }),
    logger,
  });
  const cache = new RemoteDataCache({ clock });
  const authorizations = new PaymentAuthorizations({
    calls: api,
    cardPayment: cards,
    cache,
    logger,
  });
  return { http, cards, logger, cache, answer, authorizations };
}

async function opened(authorization: PaymentAuthorization): Promise<PaymentAuthorizationState> {
  await authorization.open();
  return authorization.getSnapshot();
}

const readyOf = (state: PaymentAuthorizationState) => {
  if (state.status !== 'ready') throw new Error(`not ready: ${state.status}`);
  return state;
};

describe('PaymentAuthorization: what waits for the card', () => {
  it('prices an unpaid encounter from the catalogue: its plan and add-ons, and their total', async () => {
    const { authorizations } = setup();
    const authorization = authorizations.forEncounter('enc_pay');
    expect(authorization.getSnapshot()).toEqual({ status: 'loading', retrying: false });
    const state = readyOf(await opened(authorization));
    expect(state.target).toMatchObject({
      kind: 'order',
      lines: [
        { id: 'pkg_full_body', cents: 249_900 },
        { id: 'addon_heart_ct', cents: 39_900 },
      ],
      totalCents: 289_800,
    });
    expect(state).toMatchObject({ stage: 'pay', amountCents: 289_800, problem: null });
  });

  it('offers a booked scan’s due invoice at exactly its amount', async () => {
    const { authorizations } = setup(booked, [dueInvoice]);
    const state = readyOf(await opened(authorizations.forEncounter('enc_pay')));
    expect(state.target).toMatchObject({ kind: 'invoice', invoice: { id: 'inv_due' } });
    expect(state.amountCents).toBe(24_900);
  });

  it('has nothing to pay for a paid scan without a due invoice, or an unknown encounter', async () => {
    const paid = setup(booked, [{ ...dueInvoice, status: 'PAID' }]);
    expect(await opened(paid.authorizations.forEncounter('enc_pay'))).toEqual({
      status: 'nothingToPay',
    });
    const unknown = setup();
    unknown.answer('encounterGet', { status: 404, body: { code: 'not_found', message: 'No' } });
    expect(await opened(unknown.authorizations.forEncounter('enc_gone'))).toEqual({
      status: 'nothingToPay',
    });
  });

  it('a failed load says why with the call’s message key, is logged, and retries', async () => {
    const { authorizations, answer, logger } = setup();
    answer('encounterGet', { status: 500, body: { code: 'server_error', message: 'Broke' } });
    const authorization = authorizations.forEncounter('enc_pay');
    expect(await opened(authorization)).toEqual({
      status: 'failed',
      messageKey: 'api.errors.server',
    });
    expect(logger.has('warn', 'Payment authorize: load failed')).toBe(true);
    answer('encounterGet', { body: waiting });
    const retry = authorization.retry();
    expect(authorization.getSnapshot()).toEqual({ status: 'loading', retrying: true });
    await retry;
    expect(authorization.getSnapshot().status).toBe('ready');
  });
});

describe('PaymentAuthorization: paying', () => {
  it('pays the order once: a declined card says why and keeps the charge, a good card pays it', async () => {
    const { authorizations, http, logger } = setup();
    const authorization = authorizations.forEncounter('enc_pay');
    await opened(authorization);
    await authorization.pay(DECLINED_CARD);
    expect(readyOf(authorization.getSnapshot())).toMatchObject({
      stage: 'pay',
      paying: false,
      problem: { kind: 'declined', providerMessage: 'Your card was declined.' },
    });
    // The bank's answer, shown on the form: information, not a warning.
    expect(logger.has('info', 'Payment authorize: not paid')).toBe(true);
    expect(logger.has('warn', 'Payment authorize: not paid')).toBe(false);

    await authorization.pay(GOOD_CARD);
    expect(readyOf(authorization.getSnapshot())).toMatchObject({
      stage: 'paid',
      amountCents: 289_800,
      problem: null,
    });
    const created = http.requestsTo('POST', CALLS.createPendingCharge.path);
    expect(created).toHaveLength(1);
    expect(JSON.parse(created[0]?.body as string)).toEqual({
      packageId: 'pkg_full_body',
      addOnIds: ['addon_heart_ct'],
      promoCode: null,
      encounterId: 'enc_pay',
      slot: null,
    });
  });

  it('charges an invoice for its package alone and shows the amount the platform set', async () => {
    const { authorizations, http } = setup(booked, [dueInvoice]);
    const authorization = authorizations.forEncounter('enc_pay');
    await opened(authorization);
    await authorization.pay(GOOD_CARD);
    expect(readyOf(authorization.getSnapshot())).toMatchObject({
      stage: 'paid',
      amountCents: 24_900,
    });
    const [created] = http.requestsTo('POST', CALLS.createPendingCharge.path);
    expect(JSON.parse(created?.body as string)).toMatchObject({ addOnIds: [], promoCode: null });
  });

  it('turns to the care team when the platform refuses the invoice’s charge', async () => {
    const { authorizations, answer, cards } = setup(booked, [dueInvoice]);
    answer('createPendingCharge', {
      status: 409,
      body: { code: 'already_paid', message: 'The encounter is SCHEDULED' },
    });
    const authorization = authorizations.forEncounter('enc_pay');
    await opened(authorization);
    await authorization.pay(GOOD_CARD);
    expect(readyOf(authorization.getSnapshot()).stage).toBe('refused');
    expect(cards.attempts).toHaveLength(0);
    // Refused, nothing more is tried.
    await authorization.pay(GOOD_CARD);
    expect(cards.attempts).toHaveLength(0);
  });

  it('an invoice of a scan without a package is refused at once', async () => {
    const { authorizations } = setup({ ...booked, package: null }, [dueInvoice]);
    const state = readyOf(await opened(authorizations.forEncounter('enc_pay')));
    expect(state.stage).toBe('refused');
  });

  it('a paid invoice invalidates the member’s cached invoices, encounters and tasks', async () => {
    const { authorizations, cache } = setup(booked, [dueInvoice]);
    const loads: string[] = [];
    const watch = (name: string, key: readonly string[]) =>
      cache
        .query({
          key,
          load: () => {
            loads.push(name);
            return Promise.resolve(name);
          },
          freshForMs: 60_000,
        })
        .subscribe(() => undefined);
    const stops = [
      watch('invoices', MEMBER_QUERY_KEYS.invoices),
      watch('encounters', MEMBER_QUERY_KEYS.encounters),
      watch('tasks', MEMBER_QUERY_KEYS.tasks),
      watch('messages', MEMBER_QUERY_KEYS.messages),
    ];
    await flushPromises();
    loads.length = 0;
    const authorization = authorizations.forEncounter('enc_pay');
    await opened(authorization);
    await authorization.pay(GOOD_CARD);
    await flushPromises();
    expect(loads.sort()).toEqual(['encounters', 'invoices', 'tasks']);
    for (const stop of stops) stop();
  });

  it('coming back to the same encounter continues its payment; another encounter starts afresh', async () => {
    const { authorizations, http } = setup();
    const first = authorizations.forEncounter('enc_pay');
    await opened(first);
    await first.pay(DECLINED_CARD);
    expect(authorizations.forEncounter('enc_pay')).toBe(first);
    // The screen opens again: the declined payment and its charge are kept, nothing reloads.
    const before = http.requests.length;
    await first.open();
    expect(http.requests).toHaveLength(before);
    expect(readyOf(first.getSnapshot()).problem?.kind).toBe('declined');
    expect(authorizations.forEncounter('enc_other')).not.toBe(first);
  });

  it('a revisited screen shows its last answer at once and refreshes it in the background', async () => {
    const { authorizations, answer } = setup();
    const authorization = authorizations.forEncounter('enc_pay');
    await opened(authorization);
    answer('encounterGet', { body: booked });
    const refresh = authorization.open();
    // Still the order while the refresh runs...
    expect(authorization.getSnapshot().status).toBe('ready');
    await refresh;
    // ...then what the platform says now: paid, no invoice due.
    expect(authorization.getSnapshot()).toEqual({ status: 'nothingToPay' });
  });

  it('clear (a sign-out) forgets the pending charge: the next payment creates a new one', async () => {
    const { authorizations, http } = setup();
    const first = authorizations.forEncounter('enc_pay');
    await opened(first);
    await first.pay(DECLINED_CARD);
    authorizations.clear();
    expect(first.disposed).toBe(true);
    const again = authorizations.forEncounter('enc_pay');
    expect(again).not.toBe(first);
    await opened(again);
    await again.pay(GOOD_CARD);
    expect(http.requestsTo('POST', CALLS.createPendingCharge.path)).toHaveLength(2);
  });

  it('answers that arrive after a dispose change nothing', async () => {
    const { authorizations, answer } = setup();
    let release: (reply: FakeHttpReply) => void = () => undefined;
    answer('encounterGet', () => new Promise<FakeHttpReply>((resolve) => (release = resolve)));
    const authorization = authorizations.forEncounter('enc_pay');
    const load = authorization.open();
    authorizations.clear();
    release({ body: waiting });
    await load;
    expect(authorization.getSnapshot()).toEqual({ status: 'loading', retrying: false });
  });
});
