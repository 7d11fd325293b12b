import { describe, expect, it } from 'vitest';
import { ENTITY_EXAMPLES } from '../schemas';
import { cardPaymentProblemOf } from './cardPaymentProblem';
import { PAYMENT_FLOW_IDLE } from './paymentFlowState';

const charge = ENTITY_EXAMPLES.PendingCharge;

describe('cardPaymentProblemOf', () => {
  it('a declined card carries the provider’s own sentence, once', () => {
    expect(
      cardPaymentProblemOf({
        status: 'declined',
        charge,
        code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }),
    ).toEqual({ kind: 'declined', providerMessage: 'Your card has insufficient funds.' });
    expect(
      cardPaymentProblemOf({ status: 'declined', charge, code: 'card_declined', message: ' ' }),
    ).toEqual({ kind: 'declined', providerMessage: null });
  });

  it('a failed or abandoned 3-D Secure challenge is told apart from a decline', () => {
    expect(
      cardPaymentProblemOf({
        status: 'declined',
        charge,
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      }),
    ).toEqual({ kind: 'notAuthenticated' });
  });

  it('an offline provider and a failed step are told apart, with the step’s message key', () => {
    expect(cardPaymentProblemOf({ status: 'unavailable', charge, message: 'no script' })).toEqual({
      kind: 'unavailable',
    });
    expect(
      cardPaymentProblemOf({
        status: 'failed',
        stage: 'complete',
        message: 'Try later',
        messageKey: 'api.errors.server',
      }),
    ).toEqual({ kind: 'failed', messageKey: 'api.errors.server' });
  });

  it('nothing to say before, during or after a successful payment', () => {
    expect(cardPaymentProblemOf(PAYMENT_FLOW_IDLE)).toBeNull();
    expect(cardPaymentProblemOf({ status: 'confirming', charge })).toBeNull();
  });
});
