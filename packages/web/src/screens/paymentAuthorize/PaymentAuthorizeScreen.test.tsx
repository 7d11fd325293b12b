import { TEST_CARDS } from '@scanwise/core/testing';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerCall } from '../../test/fakePlatform';
import { renderScreenAt } from '../../test/renderScreenAt';
import type { PrepareFakes } from '../../test/renderWithProviders';
import { PaymentAuthorizeScreen } from './PaymentAuthorizeScreen';
import {
  AWAITING_PAYMENT_ENCOUNTER,
  PAYMENT_AUTHORIZE_PATTERN,
  PAYMENT_AUTHORIZE_ROUTE,
  SERVER_ERROR,
  answerInvoiceDuePlatform,
  answerInvoiceRefusedPlatform,
  answerPaymentPlatform,
} from './paymentAuthorizeFixtures';

function renderPayment(
  setup: PrepareFakes = (_s, ports) => answerPaymentPlatform(ports),
  locale: 'en-us' | 'en-gb' = 'en-us',
) {
  return renderScreenAt(<PaymentAuthorizeScreen />, {
    path: PAYMENT_AUTHORIZE_PATTERN,
    route: PAYMENT_AUTHORIZE_ROUTE,
    setup,
    locale,
    probeOtherPaths: true,
  });
}

async function fillCard(user: UserEvent, number: string): Promise<void> {
  const field = screen.getByRole('textbox', { name: /^Card number/ });
  await user.clear(field);
  await user.type(field, number);
  const expiry = screen.getByRole('textbox', { name: /^Expiry date/ });
  await user.clear(expiry);
  await user.type(expiry, '12/34');
  const cvc = screen.getByRole('textbox', { name: /^Security code/ });
  await user.clear(cvc);
  await user.type(cvc, '123');
}

describe('PaymentAuthorizeScreen', { timeout: 20_000 }, () => {
  it('shows a polite loading status while the amount loads', async () => {
    renderPayment((_s, ports) => answerCall(ports, 'encounterGet', 'loading'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Authorize your payment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Getting the amount…');
  });

  it('shows what the payment is for and the total', async () => {
    renderPayment();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What you pay for' }),
    ).toBeVisible();
    expect(screen.getByText('Full Body Scan')).toBeVisible();
    expect(screen.getByText('Heart CT (calcium score)')).toBeVisible();
    // The plan and the add-on at catalogue prices: the total is what the button authorizes.
    const total = screen.getByText('Total').nextElementSibling?.textContent ?? '';
    expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(screen.getByRole('button', { name: `Authorize ${total}` })).toBeEnabled();
  });

  it('says what failed, logs it and tries again', async () => {
    const { ports, user } = renderPayment((_s, p) => answerCall(p, 'encounterGet', SERVER_ERROR));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not open this payment');
    expect(ports.logger.entries.some((entry) => entry.level === 'warn')).toBe(true);
    answerPaymentPlatform(ports);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What you pay for' }),
    ).toBeVisible();
  });

  it('has nothing to pay when the encounter is already paid', async () => {
    renderPayment((_s, ports) =>
      answerPaymentPlatform(ports, { ...AWAITING_PAYMENT_ENCOUNTER, status: 'SCHEDULED' }),
    );
    expect(await screen.findByRole('heading', { name: 'Nothing to pay' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your scans' })).toHaveAttribute('href', '/scans');
  });

  it('shows a due invoice of a booked scan with its number, amount, due date and the card form', async () => {
    renderPayment((_s, ports) => answerInvoiceDuePlatform(ports));
    const invoice = await screen.findByRole('region', { name: 'Invoice SW-2026-0003 is due' });
    expect(screen.getByRole('heading', { level: 1, name: 'Authorize your payment' })).toBeVisible();
    expect(invoice).toHaveTextContent(/Due by.*15.* 2026/);
    expect(screen.getByText('Amount due').nextElementSibling).toHaveTextContent('$249.00');
    expect(screen.getByRole('textbox', { name: /^Card number/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay $249.00' })).toBeEnabled();
  });

  it('pays a due invoice: a declined card says why and keeps the form, a good card pays it', async () => {
    const { user, ports } = renderPayment((_s, p) => answerInvoiceDuePlatform(p));
    await screen.findByRole('button', { name: 'Pay $249.00' });
    await fillCard(user, TEST_CARDS.declined);
    await user.click(screen.getByRole('button', { name: 'Pay $249.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveTextContent('Nothing was charged. Check the details or use another card.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^Security code/ })).toHaveValue('123');

    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: 'Pay $249.00' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Invoice paid' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you. $249.00 is paid for invoice SW-2026-0003; it shows as paid on the Invoices page.',
    );
    expect(screen.getByRole('link', { name: 'See invoices' })).toHaveAttribute('href', '/invoices');
    // One charge for the two cards, for the scan's package alone (the invoice fixes the rest).
    const created = ports.http.requestsTo('POST', '/packages/payments/*/create-pending');
    expect(created).toHaveLength(1);
    expect(JSON.parse(created[0]?.body as string)).toEqual({
      packageId: AWAITING_PAYMENT_ENCOUNTER.package?.id,
      addOnIds: [],
      promoCode: null,
      encounterId: AWAITING_PAYMENT_ENCOUNTER.id,
      slot: null,
    });
    expect(ports.http.requestsTo('POST', '/packages/payments/*/complete')).toHaveLength(1);
  });

  it('falls back to the invoice and the care team when the platform refuses the charge', async () => {
    const { user, ports } = renderPayment((_s, p) => answerInvoiceRefusedPlatform(p));
    await screen.findByRole('button', { name: 'Pay $249.00' });
    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: 'Pay $249.00' }));
    const notice = await screen.findByText('Your care team takes this payment');
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
    expect(
      screen.getByText(
        /^Invoice SW-2026-0003: \$249\.00, due by .*15.* 2026\. This payment cannot be taken here/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Message your care team' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).toBeNull();
    expect(ports.payment.attempts).toHaveLength(0);
  });

  it('checks the card form before paying and focuses the first problem', async () => {
    const { user, ports } = renderPayment();
    await user.click(await screen.findByRole('button', { name: /^Authorize \$/ }));
    const number = screen.getByRole('textbox', { name: /^Card number/ });
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(ports.payment.attempts).toHaveLength(0);
  });

  it('says why a declined card failed, keeps the form, and pays with another card on one charge', async () => {
    const { user, ports } = renderPayment();
    await screen.findByRole('heading', { level: 2, name: 'What you pay for' });
    await fillCard(user, TEST_CARDS.declined);
    await user.click(screen.getByRole('button', { name: /^Authorize \$/ }));
    const alert = await screen.findByRole('alert');
    // The decline is said once, in the provider's words, then what the member can do.
    expect(alert).toHaveTextContent(
      /^Your card was declined\. Nothing was charged\. Check the details or use another card\.$/,
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^Expiry date/ })).toHaveValue('12/34');
    expect(
      ports.logger.entries.some((entry) => entry.message === 'Payment authorize: not paid'),
    ).toBe(true);

    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: /^Authorize \$/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment authorized' }),
    ).toBeVisible();
    expect(screen.getByText(/is paid for Full Body Scan/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See invoices' })).toHaveAttribute('href', '/invoices');
    expect(ports.http.requestsTo('POST', '/packages/payments/*/create-pending')).toHaveLength(1);
    expect(ports.http.requestsTo('POST', '/packages/payments/*/complete')).toHaveLength(1);
  });

  it('speaks British English in en-GB', async () => {
    renderPayment(undefined, 'en-gb');
    await screen.findByRole('heading', { level: 2, name: 'What you pay for' });
    expect(screen.getByRole('heading', { level: 1, name: 'Authorise your payment' })).toBeVisible();
    expect(await screen.findByRole('button', { name: /^Authorise / })).toBeEnabled();
  });
});
