import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaceholderScreen } from './PlaceholderScreen';

const meta = {
  title: 'Screens/Other/Placeholder (later release)',
  component: PlaceholderScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one placeholder for a screen of a later release. */
export const General: Story = {};
