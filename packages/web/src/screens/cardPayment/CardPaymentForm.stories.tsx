import { TEST_CARDS, type FakeCardField } from '@scanwise/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { Button } from '../../design/components/Button/Button';
import { CardPaymentForm } from './CardPaymentForm';
import { drawStoryCardField } from './storyCardField';

type Setup = (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;

/** The fake provider's field, drawn in the form, then `then` done to it as the member would. */
const withField =
  (then?: (field: FakeCardField) => void): Setup =>
  (_container, ports) => {
    ports.payment.onMount = (field) => {
      drawStoryCardField(field);
      then?.(field);
    };
  };

const meta = {
  title: 'Screens/Payment/CardPaymentForm',
  component: CardPaymentForm,
  args: {
    submitLabel: 'Pay $2,499.00',
    paying: false,
    onPay: () => Promise.resolve(),
    secondaryAction: <Button variant="ghost">Change center or time</Button>,
  },
  parameters: { scanwise: { setup: withField() } },
} satisfies Meta<typeof CardPaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready and empty, in test mode: the banner names the test card; Pay waits for a card. */
export const Ready: Story = {};

/** Stripe.js still loading (it loads after the first paint): the form says so. */
export const Loading: Story = {
  parameters: {
    scanwise: { setup: ((_c, ports) => void ports.payment.holdMounts()) satisfies Setup },
  },
};

/** A complete test card: Pay is available. */
export const Complete: Story = {
  parameters: { scanwise: { setup: withField((field) => field.type(TEST_CARDS.success)) } },
};

/** The field's own error, inline and announced; Pay waits. */
export const FieldError: Story = {
  parameters: {
    scanwise: {
      setup: withField((field) => {
        field.type('4242 4242');
        field.leave();
      }),
    },
  },
};

/** Stripe cannot be reached: the form says so and offers Retry. */
export const Unavailable: Story = {
  parameters: {
    scanwise: {
      setup: ((_c, ports) =>
        ports.payment.setUnavailable('Card payments are unavailable right now.')) satisfies Setup,
    },
  },
};

/** A payment under way: the field is disabled and Pay waits. */
export const Paying: Story = {
  args: { paying: true },
  parameters: { scanwise: { setup: withField((field) => field.type(TEST_CARDS.success)) } },
};

/** With a live Stripe key: no test-mode banner. */
export const LiveKey: Story = {
  parameters: {
    scanwise: { setup: withField(), env: { VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_story' } },
  },
};
