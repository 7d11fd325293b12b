import type { Meta, StoryObj } from '@storybook/react-vite';
import { SuccessGlyph } from '../../icons/glyphs';
import { StatusPill } from './StatusPill';

/** A short status as a soft pill: the words carry the meaning, the tone only supports it. */
const meta = {
  title: 'Design system/StatusPill',
  component: StatusPill,
  tags: ['autodocs'],
  args: { children: 'Scheduled', tone: 'neutral' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'info', 'success', 'warning', 'danger', 'accent'],
    },
    icon: { control: false },
  },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Info: Story = { args: { tone: 'info', children: 'Scan booked' } };
export const Success: Story = { args: { tone: 'success', children: 'Report ready' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Payment due' } };
export const Danger: Story = { args: { tone: 'danger', children: 'No show' } };
export const Accent: Story = { args: { tone: 'accent', children: 'New' } };
export const WithIcon: Story = { args: { tone: 'success', icon: SuccessGlyph, children: 'Paid' } };
