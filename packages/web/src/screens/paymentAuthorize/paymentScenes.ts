import { typedTestCard } from '@scanwise/core/testing';
import { DEMO_MEMBER, type PlatformState } from '@scanwise/mock-server/in-process';
import { TOKENS } from '../../composition/tokens';
import { DEMO } from '../../test/platform/demoRecords';
import { failCall, type SceneSetup } from '../../test/platform/platformScene';

/** The route pattern of the screen, as the app routes it. */
export const PAYMENT_AUTHORIZE_PATTERN = '/payment-authorize/:encounterId';
export const paymentAuthorizeRoute = (encounterId: string): string =>
  `/payment-authorize/${encounterId}`;

/** A Full Body Scan with the heart add-on, booked by the care team and waiting for a card. */
export const AWAITING_PAYMENT = 'enc_awaiting_payment';

/** The scan waiting for the member's card, in the seed (no appointment yet). */
export const awaitingPayment = (state: PlatformState): void => {
  const plan = state.plans.find((candidate) => candidate.id === 'pkg_full_body')!;
  const created = '2025-12-30T10:00:00Z';
  state.encounters.push({
    id: AWAITING_PAYMENT,
    memberId: DEMO_MEMBER.id,
    created,
    updated: created,
    name: plan.name,
    kind: plan.kind,
    status: 'AWAITING_PAYMENT',
    package: { id: plan.id, name: plan.name, kind: plan.kind },
    addOnIds: ['addon_heart_ct'],
    appointment: null,
    bookingProvider: null,
    nextStep: 'PAY',
    reportAvailable: false,
    partnerId: null,
  });
};

/** The seed's booked mammography, whose invoice (SW-2026-0003, $249.00) is due. */
export const INVOICE_DUE = DEMO.mammography;

/** The platform refuses to charge a booked scan (409 already_paid): the care team takes it. */
export const chargeRefused: SceneSetup = (scene) => {
  failCall(scene, 'createPendingCharge', {
    status: 409,
    body: { code: 'already_paid', message: 'The encounter is SCHEDULED', path: null },
  });
};

/** Pays the encounter with a test card as the member would (the screen follows the service). */
export const paidWith =
  (encounterId: string, card: string): SceneSetup =>
  (scene) => {
    const authorization = scene.container
      .get(TOKENS.paymentAuthorizations)
      .forEncounter(encounterId);
    void authorization.open().then(() => authorization.pay(typedTestCard(card)));
  };
