import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, holding } from '../../test/platform/platformScene';
import { expectAnnouncement, pressButton } from '../account/shared/storyPlay';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const meta = {
  title: 'Screens/Sign in/Forgot password',
  component: ForgotPasswordScreen,
  parameters: { scanwise: { route: '/forgot-password' } },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** From the Account screen's link: the e-mail is filled in. */
export const Prefilled: Story = {
  parameters: { scanwise: { route: '/forgot-password?email=demo%40example.com' } },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Send code');
    await expectAnnouncement(canvasElement, 'alert', /The E-mail field is required\./);
  },
};

export const Sending: Story = {
  parameters: {
    scanwise: {
      route: '/forgot-password?email=demo%40example.com',
      scene: holding('forgotPasswordRequest'),
    },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Send code');
  },
};

export const Failed: Story = {
  parameters: {
    scanwise: {
      route: '/forgot-password?email=demo%40example.com',
      scene: failing('forgotPasswordRequest'),
    },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Send code');
    await expectAnnouncement(canvasElement, 'alert', /Something went wrong/);
  },
};
