import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { answerCall } from '../../test/fakePlatform';
import { expectAnnouncement, pressButton, typeInto } from '../account/shared/storyPlay';
import { ForgotPasswordChangeScreen } from './ForgotPasswordChangeScreen';

const LINK = '/forgot-password/change?email=demo%40example.com&code=123456';

const fillPasswords = async (canvasElement: HTMLElement): Promise<void> => {
  await typeInto(canvasElement, /^New password/, 'Another-password-2');
  await typeInto(canvasElement, /^Confirm new password/, 'Another-password-2');
};

const meta = {
  title: 'Screens/Sign in/Forgot password, new password',
  component: ForgotPasswordChangeScreen,
  parameters: { scanwise: { route: LINK } },
} satisfies Meta<typeof ForgotPasswordChangeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail's link carries e-mail and code: only the new password is asked for. */
export const FromLink: Story = {};

/** No code in the query (the member came from the start step): the code is asked for. */
export const WithoutCode: Story = {
  parameters: { scanwise: { route: '/forgot-password/change?email=demo%40example.com' } },
};

export const ValidationErrors: Story = {
  parameters: { scanwise: { route: '/forgot-password/change' } },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Change password');
    await expectAnnouncement(canvasElement, 'alert', /The E-mail field is required\./);
  },
};

export const Changing: Story = {
  parameters: {
    scanwise: {
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) =>
        answerCall(ports, 'forgotPasswordChange', 'loading'),
    },
  },
  play: async ({ canvasElement }) => {
    await fillPasswords(canvasElement);
    await pressButton(canvasElement, 'Change password');
  },
};

export const InvalidCode: Story = {
  parameters: {
    scanwise: {
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) =>
        answerCall(ports, 'forgotPasswordChange', {
          status: 400,
          body: { code: 'invalid_code', message: 'expired', path: ['code'] },
        }),
    },
  },
  play: async ({ canvasElement }) => {
    await fillPasswords(canvasElement);
    await pressButton(canvasElement, 'Change password');
    await expectAnnouncement(canvasElement, 'alert', /invalid or has expired/);
  },
};
