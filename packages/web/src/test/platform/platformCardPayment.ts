import type { CardInput, CardPaymentResult } from '@scanwise/core';
import { FakeCardPayment } from '@scanwise/core/testing';
import type { Platform } from '@scanwise/mock-server/in-process';

/**
 * The fake card provider of `@scanwise/core/testing` (test cards, declines, 3-D Secure, card
 * fields) knowing the pending charges the platform created, as the provider knows the intents a
 * platform's server creates: a client secret the platform issued can be confirmed.
 */
export class PlatformCardPayment extends FakeCardPayment {
  constructor(private readonly platform: Platform) {
    super();
  }

  override confirmCardPayment(clientSecret: string, input: CardInput): Promise<CardPaymentResult> {
    const charge = this.platform
      .snapshot()
      .pendingCharges.find((candidate) => candidate.clientSecret === clientSecret);
    if (charge) this.acceptPendingCharge(clientSecret, charge.amount);
    return super.confirmCardPayment(clientSecret, input);
  }
}
