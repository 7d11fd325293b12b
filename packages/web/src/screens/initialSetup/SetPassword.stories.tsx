import type { Meta, StoryObj } from '@storybook/react-vite';
import { allOf, failing, holding } from '../../test/platform/platformScene';
import { expectAnnouncement, pressButton, typeInto } from '../account/shared/storyPlay';
import { setupDataStored } from './initialSetupScenes';
import { SetPasswordScreen } from './SetPasswordScreen';

const fillPasswords = async (canvasElement: HTMLElement): Promise<void> => {
  await typeInto(canvasElement, /^New password/, 'Chosen-password-1');
  await typeInto(canvasElement, /^Confirm new password/, 'Chosen-password-1');
};

const meta = {
  title: 'Screens/Join/Initial setup, password',
  component: SetPasswordScreen,
  parameters: {
    scanwise: { route: '/initial-setup/set-password', scene: setupDataStored },
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
  parameters: { scanwise: { scene: allOf(setupDataStored, holding('initialSetup')) } },
  play: async ({ canvasElement }) => {
    await fillPasswords(canvasElement);
    await pressButton(canvasElement, 'Set password and continue');
  },
};

export const Failed: Story = {
  parameters: { scanwise: { scene: allOf(setupDataStored, failing('initialSetup')) } },
  play: async ({ canvasElement }) => {
    await fillPasswords(canvasElement);
    await pressButton(canvasElement, 'Set password and continue');
    await expectAnnouncement(canvasElement, 'alert', /Something went wrong/);
  },
};
