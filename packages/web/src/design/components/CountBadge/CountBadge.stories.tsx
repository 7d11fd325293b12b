import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountBadge } from './CountBadge';

/** A count beside a word (unread messages), read as words: "Messages, 3 unread". */
const meta = {
  title: 'Design system/CountBadge',
  component: CountBadge,
  tags: ['autodocs'],
  args: { count: 3, label: '3 unread' },
  render: (args) => (
    <a href="#messages" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <span>Messages</span>
      <CountBadge {...args} />
    </a>
  ),
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Some: Story = {};
export const Many: Story = { args: { count: 140, label: '140 unread' } };
/** Nothing for 0: the word stands alone. */
export const None: Story = { args: { count: 0, label: '0 unread' } };
