import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaceholderScreen } from './PlaceholderScreen';

const meta = {
  title: 'Screens/Other/Placeholder (later release)',
  component: PlaceholderScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booking flows (select plan, schedule scan, reserve, confirm, booking error). */
export const Booking: Story = { args: { topic: 'booking' } };
export const MammographyUpload: Story = { args: { topic: 'mammoUpload' } };
export const PaymentAuthorization: Story = { args: { topic: 'paymentAuthorize' } };
/** Without a topic: the general heading. */
export const General: Story = {};
