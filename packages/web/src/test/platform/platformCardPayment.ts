import type { CardInput, CardPaymentResult } from '@scanwise/core';
import { FakeCardPayment } from '@scanwise/core/testing';
import type { InProcessPlatform } from '@scanwise/mock-server/in-process';

/**
 * The fake card provider of `@scanwise/core/testing` (its card field a test types a test card
 * into, declines, 3-D Secure, an unavailable provider) knowing the pending charges the platform
 * created, as the provider knows the intents a platform's server creates: a client secret the
 * platform issued can be confirmed with the card typed into the field, and a payment that
 * succeeds is the platform's PaymentIntent paid (so complete takes the charge).
 */
export class PlatformCardPayment extends FakeCardPayment {
  constructor(private readonly inProcess: InProcessPlatform) {
    super();
  }

  override async confirmCardPayment(
    clientSecret: string,
    input: CardInput,
  ): Promise<CardPaymentResult> {
    const charge = this.inProcess.platform
      .snapshot()
      .pendingCharges.find((candidate) => candidate.clientSecret === clientSecret);
    if (charge) this.acceptPendingCharge(clientSecret, charge.amount);
    const result = await super.confirmCardPayment(clientSecret, input);
    if (charge && result.status === 'succeeded') this.inProcess.payCharge(clientSecret);
    return result;
  }
}
