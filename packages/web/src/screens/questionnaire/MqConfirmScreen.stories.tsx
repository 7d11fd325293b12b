import type { Meta, StoryObj } from '@storybook/react-vite';
import { MqConfirmScreen } from './MqConfirmScreen';

const meta = {
  title: 'Screens/Questionnaire/MQBase',
  component: MqConfirmScreen,
} satisfies Meta<typeof MqConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail's one-tap answer, waiting for the member's confirmation. */
export const Answer: Story = {
  parameters: {
    scanwise: { route: '/mq/confirm?token=enc_mammo.Sig_abcdef123456&value=metalImplants:no' },
  },
};

/** Opened without a link's query. */
export const NoLink: Story = {
  parameters: { scanwise: { route: '/mq/confirm' } },
};

/** A broken or changed link. */
export const BrokenLink: Story = {
  parameters: { scanwise: { route: '/mq/confirm?token=broken&value=metalImplants:perhaps' } },
};
