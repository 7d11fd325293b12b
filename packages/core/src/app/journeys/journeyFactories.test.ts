import { describe, expect, it, vi } from 'vitest';
import { CAT_QUESTIONS, CAT_SAVED_AFTER_SIGN_IN_MESSAGE } from '../../cat';
import { CONSTANTS } from '../../config';
import { ENTITY_EXAMPLES } from '../../schemas';
import { flushPromises } from '../../testing';
import { createMemberDataServices } from '../createMemberDataServices';
import { createSessionCore, type SessionCore } from '../createSessionCore';
import { EMAIL, PASSWORD, fakeCorePorts, type FakeCorePorts } from '../fakeCorePorts.test-support';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { createSessionClient } from '../sessionClient';
import {
  createAccountServices,
  createBookingServices,
  createCatServices,
  createInitialSetupServices,
  createMemberCache,
  createMemberCalls,
  createMqConfirmServices,
  createOfferServices,
  createPasswordResetServices,
  createPaymentServices,
  createQuestionnaireServices,
  createScheduleActionServices,
  createSignUpServices,
  createViewerServices,
} from './index';

/** A session part over fakes with neither hubs nor card payment: what a public page has. */
function publicSession(): {
  fakes: FakeCorePorts;
  session: SessionCore;
  options: CreateSessionCoreOptions;
} {
  const fakes = fakeCorePorts();
  const { hubs: _hubs, payment: _payment, ...ports } = fakes.options.ports;
  const options = { ports, config: fakes.options.config };
  return { fakes, session: createSessionCore(options), options };
}

/** Signs the member in, so a journey that built the member's data would connect its hubs. */
async function signIn(session: SessionCore): Promise<void> {
  await session.auth.signInWithPassword(EMAIL, PASSWORD);
  await flushPromises();
}

// An app loads one journey at a time (the web app: a chunk per journey): each factory builds its
// own services and what they need, never another journey's, the member's data or the hubs.
describe("each public journey's factory", () => {
  it.each([
    ['password reset', createPasswordResetServices, ['passwordReset']],
    ['sign-up', createSignUpServices, ['signUp']],
    ['initial setup', createInitialSetupServices, ['initialSetupFlow']],
    ['offers', createOfferServices, ['offerClaims', 'partnerLinks']],
    ['CAT', createCatServices, ['cat', 'catMemberRecord']],
    ['viewer feedback', createViewerServices, ['viewerFeedback']],
  ] as const)(
    'the %s journey builds only its own services, over the session part without hubs or card payment',
    async (_name, create, keys) => {
      const { fakes, session, options } = publicSession();
      const services = create(session, options);
      await signIn(session);
      expect(Object.keys(services).sort()).toEqual([...keys, 'dispose'].sort());
      // No member's data: nothing connects the hubs, even signed in; no card payment either.
      expect(fakes.hubs.connections).toEqual([]);
      expect(fakes.payment.attempts).toEqual([]);
      services.dispose();
      session.dispose();
    },
  );

  it('the MQ confirm journey keeps the one-tap answer with no platform client at all', () => {
    const { fakes, options } = publicSession();
    const { mqOneTap, dispose } = createMqConfirmServices(options);
    mqOneTap.remember({ encounterId: 'encounter-1', questionId: 'q', answer: 'yes' });
    expect(mqOneTap.getSnapshot().pending).not.toBeNull();
    expect(fakes.http.requests).toEqual([]);
    dispose();
  });

  it('the CAT journey tells of answers saved after sign-in in a short toast', async () => {
    const { fakes, session, options } = publicSession();
    fakes.http.on('POST', '/members/cat', { body: ENTITY_EXAMPLES.CatRecordWire });
    const { cat, dispose } = createCatServices(session, options);
    for (const question of CAT_QUESTIONS) cat.answer(question.id, 'no');
    cat.complete();
    cat.requestSaveOnSignIn();
    await signIn(session);
    // The calls' code loads with the first call (a dynamic import): more than a few turns.
    await vi.waitFor(() => expect(session.toast.getSnapshot().visible).toBe(true));
    expect(fakes.http.requestsTo('POST', '/members/cat')).toHaveLength(1);
    expect(session.toast.getSnapshot()).toEqual({
      visible: true,
      message: CAT_SAVED_AFTER_SIGN_IN_MESSAGE,
    });
    fakes.clock.advance(CONSTANTS.shortToast - 1);
    expect(session.toast.getSnapshot().visible).toBe(true);
    fakes.clock.advance(1);
    expect(session.toast.getSnapshot().visible).toBe(false);
    dispose();
    session.dispose();
  });

  it('the password reset calls the platform through the member calls it is given', async () => {
    const { fakes, session, options } = publicSession();
    fakes.http.on('POST', '/users/password/forgot', { status: 204 });
    const calls = createMemberCalls(session, options);
    const { passwordReset, dispose } = createPasswordResetServices(session, options, { calls });
    await passwordReset.requestCode(EMAIL);
    expect(fakes.http.requestsTo('POST', '/users/password/forgot')).toHaveLength(1);
    // The session's one client: the member calls were made over it.
    expect(session.clientWith(createSessionClient).http).toBe(calls.http);
    dispose();
    session.dispose();
  });
});

// The signed-in journeys build on the member's data: the one a dashboard page made, shared and
// left running when they stop; else their own, stopped with them.
describe("each signed-in journey's factory", () => {
  it("booking shares the member's data it is given and leaves it running when disposed", async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    await signIn(session);
    const memberData = createMemberDataServices(session, fakes.options);
    const booking = createBookingServices(session, fakes.options, { memberData });
    await flushPromises();
    // The payment of an encounter apart from a booking is the payment's factory's.
    expect(Object.keys(booking).sort()).toEqual(['bookingJourney', 'centerOrigin', 'dispose']);
    // One member's data: the hubs connected once (two hubs), by the member's data alone.
    expect(fakes.hubs.connections).toHaveLength(2);
    booking.dispose();
    await flushPromises();
    expect(memberData.realtime.isConnected()).toBe(true);
    memberData.dispose();
    session.dispose();
  });

  it.each([['questionnaires', createQuestionnaireServices]] as const)(
    "%s without a member's data given makes its own and stops its hubs when disposed",
    async (_name, create) => {
      const fakes = fakeCorePorts();
      const session = createSessionCore(fakes.options);
      const services = create(session, fakes.options);
      await signIn(session);
      expect(fakes.hubs.connections).toHaveLength(2);
      expect(fakes.hubs.connections.every((connection) => connection.state === 'Connected')).toBe(
        true,
      );
      services.dispose();
      await flushPromises();
      expect(fakes.hubs.connections.every((connection) => connection.state !== 'Connected')).toBe(
        true,
      );
      session.dispose();
    },
  );

  it("the payment builds only its payment authorizations, none of the booking journey's services", async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    await signIn(session);
    const payment = createPaymentServices(session, fakes.options);
    expect(Object.keys(payment).sort()).toEqual(['dispose', 'paymentAuthorizations']);
    payment.dispose();
    session.dispose();
  });

  // Booking, the payment, schedule actions and the account need of the member's data at most its
  // cache: they load without the hubs, the live lists and Home's overview.
  it.each([
    ['booking', createBookingServices],
    ['payment', createPaymentServices],
    ['schedule actions', createScheduleActionServices],
    ['account', createAccountServices],
  ] as const)(
    "%s without a member's data given connects no hub, signed in",
    async (_name, create) => {
      const fakes = fakeCorePorts();
      const session = createSessionCore(fakes.options);
      const services = create(session, fakes.options);
      await signIn(session);
      expect(fakes.hubs.connections).toEqual([]);
      services.dispose();
      session.dispose();
    },
  );

  it("the account keeps the member in the member's cache it is given, which the member's data then shares", async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    await signIn(session);
    const memberCache = createMemberCache(session, fakes.options);
    const { account, dispose } = createAccountServices(session, fakes.options, {
      cache: memberCache.cache,
    });
    const seen = account.profile.state$.subscribe(() => undefined);
    await flushPromises();
    expect(memberCache.cache.peek(['member'])).toMatchObject({ email: EMAIL });
    const memberData = createMemberDataServices(
      session,
      fakes.options,
      createMemberCalls(session, fakes.options),
      memberCache.cache,
    );
    expect(memberData.cache).toBe(memberCache.cache);
    seen.unsubscribe();
    dispose();
    memberData.dispose();
    memberCache.dispose();
    session.dispose();
  });
});

describe("the member's cache on its own", () => {
  it('is emptied when the member signs out', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    await signIn(session);
    const { cache, dispose } = createMemberCache(session, fakes.options);
    cache.setData(['invoices'], () => ['an invoice']);
    expect(cache.peek(['invoices'])).toEqual(['an invoice']);
    await session.auth.logout();
    await flushPromises();
    expect(cache.peek(['invoices'])).toBeUndefined();
    dispose();
    session.dispose();
  });
});
