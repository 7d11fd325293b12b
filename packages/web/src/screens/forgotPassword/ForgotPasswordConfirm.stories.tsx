import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordConfirmScreen } from './ForgotPasswordConfirmScreen';

const meta = {
  title: 'Screens/Sign in/Forgot password, e-mail sent',
  component: ForgotPasswordConfirmScreen,
  parameters: { scanwise: { route: '/forgot-password/confirm' } },
} satisfies Meta<typeof ForgotPasswordConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {};
