import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKENS } from '../../composition/tokens';
import type { ScanwiseContainer } from '../../composition/container';
import { answerCall } from '../../test/fakePlatform';
import { expectAnnouncement, pressButton, typeInto } from '../account/shared/storyPlay';
import { SetPasswordScreen } from './SetPasswordScreen';

const storeSetupData = (container: ScanwiseContainer): void =>
  container.get(TOKENS.initialSetup).set({
    email: 'new.member@example.com',
    code: 'SETUP-2',
    hasPassword: false,
    optInEmailNotifications: true,
  });

const fillPasswords = async (canvasElement: HTMLElement): Promise<void> => {
  await typeInto(canvasElement, /^New password/, 'Chosen-password-1');
  await typeInto(canvasElement, /^Confirm new password/, 'Chosen-password-1');
};

const meta = {
  title: 'Screens/Join/Initial setup, password',
  component: SetPasswordScreen,
  parameters: {
    scanwise: { route: '/initial-setup/set-password', setup: storeSetupData },
  },
} satisfies Meta<typeof SetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Set password and continue');
    await expectAnnouncement(canvasElement, 'alert', /The New password field is required\./);
  },
};

export const Saving: Story = {
  parameters: {
    scanwise: {
      setup: (container: ScanwiseContainer, ports: FakeScanwisePorts) => {
        storeSetupData(container);
        answerCall(ports, 'initialSetup', 'loading');
      },
    },
  },
  play: async ({ canvasElement }) => {
    await fillPasswords(canvasElement);
    await pressButton(canvasElement, 'Set password and continue');
  },
};

export const Failed: Story = {
  parameters: {
    scanwise: {
      setup: (container: ScanwiseContainer, ports: FakeScanwisePorts) => {
        storeSetupData(container);
        answerCall(ports, 'initialSetup', { status: 500, body: { code: 'down', message: 'down' } });
      },
    },
  },
  play: async ({ canvasElement }) => {
    await fillPasswords(canvasElement);
    await pressButton(canvasElement, 'Set password and continue');
    await expectAnnouncement(canvasElement, 'alert', /Something went wrong/);
  },
};
