import { TEST_CARDS } from '@scanwise/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { DEMO } from '../../test/platform/demoRecords';
import { allOf, failing, holding, signedIn } from '../../test/platform/platformScene';
import { PaymentAuthorizeScreen } from './PaymentAuthorizeScreen';
import {
  AWAITING_PAYMENT,
  INVOICE_DUE,
  PAYMENT_AUTHORIZE_PATTERN,
  awaitingPayment,
  chargeRefused,
  paidWith,
  paymentAuthorizeRoute,
} from './paymentScenes';

const meta = {
  title: 'Screens/Appointments/PaymentAuthorize',
  component: PaymentAuthorizeScreen,
  parameters: {
    scanwise: {
      route: paymentAuthorizeRoute(AWAITING_PAYMENT),
      seed: awaitingPayment,
      scene: signedIn(),
    },
  },
  render: () => (
    <Routes>
      <Route path={PAYMENT_AUTHORIZE_PATTERN} element={<PaymentAuthorizeScreen />} />
    </Routes>
  ),
} satisfies Meta<typeof PaymentAuthorizeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A scan booked by the care team: what the payment is for, the amount and the card form. */
export const Ready: Story = {};

export const Loading: Story = {
  parameters: { scanwise: { scene: allOf(holding('encounterGet'), signedIn()) } },
};

export const LoadFailed: Story = {
  parameters: { scanwise: { scene: allOf(failing('encounterGet'), signedIn()) } },
};

/** Already paid (or an old link): nothing waits for a card. */
export const NothingToPay: Story = {
  parameters: { scanwise: { route: paymentAuthorizeRoute(DEMO.heartCt) } },
};

const invoice = paymentAuthorizeRoute(INVOICE_DUE);

/** Booked by the care team with its invoice due: the invoice, its amount and the card form. */
export const InvoiceDue: Story = {
  parameters: { scanwise: { route: invoice } },
};

/** The invoice's card was declined: why, nothing charged, the form kept for another card. */
export const InvoiceDeclined: Story = {
  parameters: {
    scanwise: {
      route: invoice,
      scene: allOf(signedIn(), paidWith(INVOICE_DUE, TEST_CARDS.declined)),
    },
  },
};

/** The invoice is paid; Invoices shows it Paid. */
export const InvoicePaid: Story = {
  parameters: {
    scanwise: {
      route: invoice,
      scene: allOf(signedIn(), paidWith(INVOICE_DUE, TEST_CARDS.success)),
    },
  },
};

/** The platform refused the charge: the invoice and the way to the care team. */
export const InvoiceRefused: Story = {
  parameters: {
    scanwise: {
      route: invoice,
      scene: allOf(chargeRefused, signedIn(), paidWith(INVOICE_DUE, TEST_CARDS.success)),
    },
  },
};

/** The card was declined: why, nothing charged, the form kept for another card. */
export const Declined: Story = {
  parameters: {
    scanwise: { scene: allOf(signedIn(), paidWith(AWAITING_PAYMENT, TEST_CARDS.declined)) },
  },
};

export const Authorized: Story = {
  parameters: {
    scanwise: { scene: allOf(signedIn(), paidWith(AWAITING_PAYMENT, TEST_CARDS.success)) },
  },
};
