import type { FakeCardField, FakeCardPayment } from '@scanwise/core/testing';
import { act, waitFor } from '@testing-library/react';

/**
 * Types a card into the card form's field as the member would in the provider's frame (tests on
 * the fake provider): waits until the form has mounted its field, then types the number.
 */
export async function typeIntoCardField(
  ports: { readonly payment: FakeCardPayment },
  number: string,
): Promise<FakeCardField> {
  const field = await waitFor(() => {
    const mounted = ports.payment.lastField;
    if (!mounted || mounted.destroyed) throw new Error('The card form has no card field yet');
    return mounted;
  });
  act(() => field.type(number));
  return field;
}
