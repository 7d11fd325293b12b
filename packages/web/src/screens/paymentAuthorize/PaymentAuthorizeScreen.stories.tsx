import { TEST_CARDS, typedTestCard } from '@scanwise/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { TOKENS } from '../../composition/tokens';
import { answerCall } from '../../test/fakePlatform';
import { drawStoryCardField } from '../cardPayment/storyCardField';
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

type Setup = (services: ScanwiseContainer, ports: FakeScanwisePorts) => void;

const meta = {
  title: 'Screens/Appointments/PaymentAuthorize',
  component: PaymentAuthorizeScreen,
  parameters: { scanwise: { route: PAYMENT_AUTHORIZE_ROUTE } },
  render: () => (
    <Routes>
      <Route path={PAYMENT_AUTHORIZE_PATTERN} element={<PaymentAuthorizeScreen />} />
    </Routes>
  ),
} satisfies Meta<typeof PaymentAuthorizeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform =
  (more?: Setup): Setup =>
  (services, ports) => {
    answerPaymentPlatform(ports);
    ports.payment.onMount = drawStoryCardField;
    more?.(services, ports);
  };

/** Pays this encounter with a test card as the member would (the screen follows the service). */
const payWith =
  (number: string): Setup =>
  (services) => {
    const authorization = services
      .get(TOKENS.paymentAuthorizations)
      .forEncounter(AWAITING_PAYMENT_ENCOUNTER.id);
    void authorization.open().then(() => authorization.pay(typedTestCard(number)));
  };

/** What the payment is for, the amount and the card form. */
export const Ready: Story = { parameters: { scanwise: { setup: platform() } } };

export const Loading: Story = {
  parameters: {
    scanwise: { setup: platform((_s, ports) => answerCall(ports, 'encounterGet', 'loading')) },
  },
};

export const LoadFailed: Story = {
  parameters: {
    scanwise: { setup: platform((_s, ports) => answerCall(ports, 'encounterGet', SERVER_ERROR)) },
  },
};

/** Already paid (or an old link): nothing waits for a card. */
export const NothingToPay: Story = {
  parameters: {
    scanwise: {
      setup: ((_s, ports) =>
        answerPaymentPlatform(ports, {
          ...AWAITING_PAYMENT_ENCOUNTER,
          status: 'AWAITING_SCHEDULING',
          nextStep: 'SCHEDULE',
        })) satisfies Setup,
    },
  },
};

/** Booked by the care team with its invoice due: the invoice, its amount and the card form. */
export const InvoiceDue: Story = {
  parameters: {
    scanwise: { setup: ((_s, ports) => answerInvoiceDuePlatform(ports)) satisfies Setup },
  },
};

const invoicePlatform =
  (more: Setup, answer: Setup = (_s, ports) => answerInvoiceDuePlatform(ports)): Setup =>
  (services, ports) => {
    answer(services, ports);
    ports.payment.onMount = drawStoryCardField;
    more(services, ports);
  };

/** The invoice's card was declined: why, nothing charged, the form kept for another card. */
export const InvoiceDeclined: Story = {
  parameters: { scanwise: { setup: invoicePlatform(payWith(TEST_CARDS.declined)) } },
};

/** The invoice is paid; Invoices shows it Paid. */
export const InvoicePaid: Story = {
  parameters: { scanwise: { setup: invoicePlatform(payWith(TEST_CARDS.success)) } },
};

/** The platform refused the charge: the invoice and the way to the care team. */
export const InvoiceRefused: Story = {
  parameters: {
    scanwise: {
      setup: invoicePlatform(payWith(TEST_CARDS.success), (_s, ports) =>
        answerInvoiceRefusedPlatform(ports),
      ),
    },
  },
};

/** The card was declined: why, nothing charged, the form kept for another card. */
export const Declined: Story = {
  parameters: { scanwise: { setup: platform(payWith(TEST_CARDS.declined)) } },
};

export const Authorized: Story = {
  parameters: { scanwise: { setup: platform(payWith(TEST_CARDS.success)) } },
};
