import type { Meta, StoryObj } from '@storybook/react-vite';
import { holding } from '../../test/platform/platformScene';
import { expectAnnouncement, pressButton, typeInto } from '../account/shared/storyPlay';
import { ForgotPasswordChangeScreen } from './ForgotPasswordChangeScreen';
import { RESET_CODE, RESET_LINK, RESET_WITHOUT_CODE, resetCodeIssued } from './passwordResetScenes';

const fillPasswords = async (canvasElement: HTMLElement): Promise<void> => {
  await typeInto(canvasElement, /^New password/, 'Another-password-2');
  await typeInto(canvasElement, /^Confirm new password/, 'Another-password-2');
};

const meta = {
  title: 'Screens/Sign in/Forgot password, new password',
  component: ForgotPasswordChangeScreen,
  parameters: { scanwise: { route: RESET_LINK, seed: resetCodeIssued } },
} satisfies Meta<typeof ForgotPasswordChangeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An e-mail's link carries e-mail and code: both filled, only the new password to type. */
export const FromLink: Story = {};

/** From the start step: the e-mail filled, the code to type from the e-mail. */
export const WithoutCode: Story = {
  parameters: { scanwise: { route: RESET_WITHOUT_CODE } },
};

/** No query (an address typed or kept): every field empty, each message on send. */
export const ValidationErrors: Story = {
  parameters: { scanwise: { route: '/forgot-password/change' } },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Change password');
    await expectAnnouncement(canvasElement, 'alert', /The E-mail field is required\./);
  },
};

export const Changing: Story = {
  parameters: { scanwise: { scene: holding('forgotPasswordChange') } },
  play: async ({ canvasElement }) => {
    await fillPasswords(canvasElement);
    await pressButton(canvasElement, 'Change password');
  },
};

/** A code the platform never issued (or one that expired). */
export const InvalidCode: Story = {
  parameters: { scanwise: { route: RESET_LINK.replace(RESET_CODE, '999999') } },
  play: async ({ canvasElement }) => {
    await fillPasswords(canvasElement);
    await pressButton(canvasElement, 'Change password');
    await expectAnnouncement(canvasElement, 'alert', /invalid or has expired/);
  },
};
