import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusPill } from './StatusPill';

const meta = {
  title: 'Design system/StatusPill',
  component: StatusPill,
  args: { children: 'Scheduled', tone: 'neutral' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Info: Story = { args: { tone: 'info', children: 'Scan booked' } };
export const Success: Story = { args: { tone: 'success', children: 'Report ready' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Payment due' } };
export const Danger: Story = { args: { tone: 'danger', children: 'No show' } };
