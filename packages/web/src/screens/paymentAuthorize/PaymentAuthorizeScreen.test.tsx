import { TEST_CARDS } from '@scanwise/core/testing';
import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/platform/demoRecords';
import type { PlatformPorts } from '../../test/platform/platformPorts';
import {
  allOf,
  failing,
  holding,
  signedIn,
  type PlatformScene,
  type SceneSetup,
} from '../../test/platform/platformScene';
import { screenOnPlatform } from '../../test/screenOnPlatform';
import { typeIntoCardField } from '../cardPayment/cardFieldTesting';
import { PaymentAuthorizeScreen } from './PaymentAuthorizeScreen';
import {
  AWAITING_PAYMENT,
  INVOICE_DUE,
  PAYMENT_AUTHORIZE_PATTERN,
  awaitingPayment,
  chargeRefused,
  paymentAuthorizeRoute,
} from './paymentScenes';

function renderPayment(
  encounterId: string = AWAITING_PAYMENT,
  scene: SceneSetup = signedIn(),
  locale: 'en-us' | 'en-gb' = 'en-us',
) {
  return screenOnPlatform(<PaymentAuthorizeScreen />, {
    path: PAYMENT_AUTHORIZE_PATTERN,
    route: paymentAuthorizeRoute(encounterId),
    seed: awaitingPayment,
    scene,
    locale,
    probeOtherPaths: true,
  });
}

/** Types the card into the provider's field (the fake provider's), as the member would. */
const fillCard = (ports: PlatformPorts, number: string) => typeIntoCardField(ports, number);

/** The charges the platform holds for an encounter. */
const chargesOf = (scene: PlatformScene, encounterId: string) =>
  scene.platform.snapshot().pendingCharges.filter((charge) => charge.encounterId === encounterId);

describe('PaymentAuthorizeScreen', { timeout: 20_000 }, () => {
  it('shows a polite loading status while the amount loads', async () => {
    await renderPayment(AWAITING_PAYMENT, allOf(holding('encounterGet'), signedIn()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Authorize your payment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Getting the amount…');
  });

  it('shows what the payment is for and the total', async () => {
    await renderPayment();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What you pay for' }),
    ).toBeVisible();
    expect(screen.getByText('Full Body Scan')).toBeVisible();
    expect(screen.getByText('Heart CT')).toBeVisible();
    // The plan and the add-on at catalogue prices: the total is what the button authorizes.
    const total = screen.getByText('Total').nextElementSibling?.textContent ?? '';
    expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(screen.getByRole('button', { name: `Authorize ${total}` })).toBeDisabled();
  });

  it('puts what the member pays for before the card and Pay (first on a phone)', async () => {
    await renderPayment();
    const summary = await screen.findByRole('heading', { level: 2, name: 'What you pay for' });
    const pay = screen.getByRole('button', { name: /^Authorize / });
    expect(summary.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says what failed, logs it and tries again', async () => {
    const { scene, user } = await renderPayment(
      AWAITING_PAYMENT,
      allOf(failing('encounterGet'), signedIn()),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not open this payment');
    expect(scene.ports.logger.entries.some((entry) => entry.level === 'warn')).toBe(true);
    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What you pay for' }),
    ).toBeVisible();
  });

  it('has nothing to pay when the encounter is already paid', async () => {
    // The Heart CT is paid and reported.
    await renderPayment(DEMO.heartCt);
    expect(await screen.findByRole('heading', { name: 'Nothing to pay' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your scans' })).toHaveAttribute('href', '/scans');
  });

  it('shows a due invoice of a booked scan with its number, amount, due date and the card form', async () => {
    await renderPayment(INVOICE_DUE);
    const invoice = await screen.findByRole('region', {
      name: `Invoice ${DEMO.dueInvoiceNumber} is due`,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Authorize your payment' })).toBeVisible();
    expect(invoice).toHaveTextContent(/Due byJan 15/);
    expect(screen.getByText('Amount due').nextElementSibling).toHaveTextContent('$249.00');
    expect(
      screen.getByRole('group', { name: 'Card number, expiry date and security code' }),
    ).toBeVisible();
    // Pay waits for a complete card.
    expect(screen.getByRole('button', { name: 'Pay $249.00' })).toBeDisabled();
  });

  it('pays a due invoice: a declined card says why and keeps the form, a good card pays it', async () => {
    const { user, scene, ports } = await renderPayment(INVOICE_DUE);
    await screen.findByRole('button', { name: 'Pay $249.00' });
    const field = await fillCard(ports, TEST_CARDS.declined);
    await user.click(screen.getByRole('button', { name: 'Pay $249.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveTextContent('Nothing was charged. Check the details or use another card.');
    await waitFor(() => expect(alert).toHaveFocus());
    // The same field stays for another card; it was disabled only while paying.
    expect(ports.payment.lastField).toBe(field);
    expect(field.disabled).toBe(false);

    await fillCard(ports, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: 'Pay $249.00' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Invoice paid' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      `Thank you. $249.00 is paid for invoice ${DEMO.dueInvoiceNumber}; it shows as paid on the Invoices page.`,
    );
    expect(screen.getByRole('link', { name: 'See invoices' })).toHaveAttribute('href', '/invoices');
    // One charge for the two cards, for the scan's package alone (the invoice fixes the rest),
    // and the platform's invoice is paid.
    expect(chargesOf(scene, INVOICE_DUE)).toEqual([
      expect.objectContaining({
        packageId: 'pkg_mammo',
        addOnIds: [],
        promoCode: null,
        slot: null,
        amount: 24_900,
        status: 'SUCCEEDED',
      }),
    ]);
    expect(
      scene.platform.listInvoices(DEMO_MEMBER.id).find((i) => i.id === DEMO.dueInvoice)?.status,
    ).toBe('PAID');
  });

  it('falls back to the invoice and the care team when the platform refuses the charge', async () => {
    const { user, ports } = await renderPayment(INVOICE_DUE, allOf(chargeRefused, signedIn()));
    await screen.findByRole('button', { name: 'Pay $249.00' });
    await fillCard(ports, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: 'Pay $249.00' }));
    const notice = await screen.findByText('Your care team takes this payment');
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
    expect(
      screen.getByText(
        new RegExp(
          `^Invoice ${DEMO.dueInvoiceNumber}: \\$249\\.00, due by Jan 15\\. This payment cannot be taken here`,
        ),
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Message your care team' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(screen.queryByRole('group', { name: /^Card number/ })).toBeNull();
    expect(ports.payment.attempts).toHaveLength(0);
    expect(ports.payment.lastField?.destroyed).toBe(true);
  });

  it('mounts the card provider’s field, shows its error inline, and allows Pay once the card is complete', async () => {
    const { user, ports } = await renderPayment();
    const pay = await screen.findByRole('button', { name: /^Authorize \$/ });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(
      'Pay is available once your card number, expiry date and security code are complete.',
    );
    const field = await fillCard(ports, '4242 4242');
    expect(field.host).toBeInstanceOf(HTMLDivElement);
    act(() => field.leave());
    const group = screen.getByRole('group', { name: 'Card number, expiry date and security code' });
    expect(group).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(screen.getByText('Your card number is incomplete.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(pay).toBeDisabled();
    await fillCard(ports, TEST_CARDS.success);
    expect(screen.queryByText('Your card number is incomplete.')).toBeNull();
    expect(pay).toBeEnabled();
    await user.click(pay);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment authorized' }),
    ).toBeVisible();
    // The card was paid with the field's handle: the app never held the number.
    expect(ports.payment.attempts.map((attempt) => attempt.result.status)).toEqual(['succeeded']);
  });

  it('says when card payments cannot load, and mounts the field on Try again', async () => {
    const { user, ports } = await renderPayment(
      AWAITING_PAYMENT,
      allOf(signedIn(), (scene) => {
        scene.ports.payment.setUnavailable('Card payments are unavailable right now.');
      }),
    );
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Card payments cannot load right now');
    expect(problem).toHaveTextContent('Nothing has been charged.');
    expect(screen.getByRole('button', { name: /^Authorize \$/ })).toBeDisabled();
    ports.payment.setUnavailable(null);
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await fillCard(ports, TEST_CARDS.success);
    expect(screen.getByRole('button', { name: /^Authorize \$/ })).toBeEnabled();
  });

  it('says the test mode: no real charge, and the test card to use', async () => {
    await renderPayment();
    const banner = await screen.findByText('Test mode: no real charge');
    expect(banner.closest('[role="status"]')).toHaveTextContent(
      'Pay with the test card 4242 4242 4242 4242, any expiry date in the future and any security code.',
    );
  });

  it('a failed bank check (3-D Secure) says why, and the same charge pays on the next try', async () => {
    const { user, ports, scene } = await renderPayment();
    await screen.findByRole('heading', { level: 2, name: 'What you pay for' });
    ports.payment.setChallengeOutcome('fail');
    await fillCard(ports, TEST_CARDS.requiresAuthentication);
    await user.click(screen.getByRole('button', { name: /^Authorize \$/ }));
    // Why, then what to do, each said once.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your bank could not confirm it was you: its security check failed or was closed, so nothing was charged\. Pay again to repeat the check, or use another card\.$/,
    );
    ports.payment.setChallengeOutcome('complete');
    await user.click(screen.getByRole('button', { name: /^Authorize \$/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment authorized' }),
    ).toBeVisible();
    // One charge for both tries.
    expect(chargesOf(scene, AWAITING_PAYMENT)).toHaveLength(1);
  });

  it('says why a declined card failed, keeps the form, and pays with another card on one charge', async () => {
    const { user, scene, ports } = await renderPayment();
    await screen.findByRole('heading', { level: 2, name: 'What you pay for' });
    await fillCard(ports, TEST_CARDS.declined);
    await user.click(screen.getByRole('button', { name: /^Authorize \$/ }));
    const alert = await screen.findByRole('alert');
    // The decline is said once, in the provider's words, then what the member can do.
    expect(alert).toHaveTextContent(
      /^Your card was declined\. Nothing was charged\. Check the details or use another card\.$/,
    );
    expect(screen.getAllByText(/Your card was declined/)).toHaveLength(1);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(
      scene.ports.logger.entries.some((entry) => entry.message === 'Payment authorize: not paid'),
    ).toBe(true);

    await fillCard(ports, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: /^Authorize \$/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment authorized' }),
    ).toBeVisible();
    expect(screen.getByText(/is paid for Full Body Scan/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See invoices' })).toHaveAttribute('href', '/invoices');
    expect(chargesOf(scene, AWAITING_PAYMENT)).toEqual([
      expect.objectContaining({ addOnIds: ['addon_heart_ct'], status: 'SUCCEEDED' }),
    ]);
    expect(
      scene.platform.listEncounters(DEMO_MEMBER.id).find((e) => e.id === AWAITING_PAYMENT)?.status,
    ).toBe('AWAITING_SCHEDULING');
  });

  it('speaks British English in en-GB', async () => {
    await renderPayment(AWAITING_PAYMENT, signedIn(), 'en-gb');
    await screen.findByRole('heading', { level: 2, name: 'What you pay for' });
    expect(screen.getByRole('heading', { level: 1, name: 'Authorise your payment' })).toBeVisible();
    expect(await screen.findByRole('button', { name: /^Authorise / })).toBeVisible();
  });
});
