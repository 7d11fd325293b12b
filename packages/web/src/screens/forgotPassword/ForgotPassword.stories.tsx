import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { answerCall } from '../../test/fakePlatform';
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
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) =>
        answerCall(ports, 'forgotPasswordRequest', 'loading'),
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
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) =>
        answerCall(ports, 'forgotPasswordRequest', {
          status: 500,
          body: { code: 'down', message: 'down' },
        }),
    },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Send code');
    await expectAnnouncement(canvasElement, 'alert', /Something went wrong/);
  },
};
