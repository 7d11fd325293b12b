import { TEST_CARDS, type FakeCardField } from '@scanwise/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../design/components/Button/Button';
import type { SceneSetup } from '../../test/platform/platformScene';
import { CardPaymentForm } from './CardPaymentForm';
import { drawStoryCardField } from './storyCardField';

/** The fake provider's field, drawn in the form, then `then` done to it as the member would. */
const withField =
  (then?: (field: FakeCardField) => void): SceneSetup =>
  (scene) => {
    scene.ports.payment.onMount = (field) => {
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
  parameters: { scanwise: { scene: withField() } },
} satisfies Meta<typeof CardPaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready and empty, in test mode: the banner names the test card; Pay waits for a card. */
export const Ready: Story = {};

/** Stripe.js still loading (it loads after the first paint): the form says so. */
export const Loading: Story = {
  parameters: {
    scanwise: {
      scene: ((scene) => {
        scene.ports.payment.holdMounts();
      }) satisfies SceneSetup,
    },
  },
};

/** A complete test card: Pay is available. */
export const Complete: Story = {
  parameters: { scanwise: { scene: withField((field) => field.type(TEST_CARDS.success)) } },
};

/** The field's own error, inline and announced; Pay waits. */
export const FieldError: Story = {
  parameters: {
    scanwise: {
      scene: withField((field) => {
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
      scene: ((scene) => {
        scene.ports.payment.setUnavailable('Card payments are unavailable right now.');
      }) satisfies SceneSetup,
    },
  },
};

/** A payment under way: the field is disabled and Pay waits. */
export const Paying: Story = {
  args: { paying: true },
  parameters: { scanwise: { scene: withField((field) => field.type(TEST_CARDS.success)) } },
};

/** With a live Stripe key: no test-mode banner. */
export const LiveKey: Story = {
  parameters: {
    scanwise: { scene: withField(), env: { VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_story' } },
  },
};
