import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo, LogoMark } from './Logo';

/**
 * The mark (a scanner's arch with the sun rising in it, white and coral on tide teal) and the
 * wordmark in ink with tight tracking.
 */
const meta = {
  title: 'Design system/Logo',
  component: Logo,
  tags: ['autodocs'],
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithWordmark: Story = {};
export const MarkOnly: Story = { render: () => <LogoMark /> };
