import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpGlyph } from '../../icons/glyphs';
import { Button } from '../Button/Button';
import { Notice } from './Notice';

/** A callout: information, a success, a warning or a problem, with its icon and words. */
const meta = {
  title: 'Design system/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    title: 'Prepare for your scan',
    children: 'Wear comfortable clothes without metal and arrive 15 minutes early.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { tone: 'success', title: 'Payment received', children: 'Your scan is booked.' },
};
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Your time is held for 10 minutes',
    children: 'Pay before then to keep it.',
  },
};
export const Danger: Story = {
  args: {
    tone: 'danger',
    role: 'alert',
    title: 'Your card was declined',
    children: 'Your time is still held. Try another card.',
    action: <Button variant="secondary">Try another card</Button>,
  },
};
/** Without a title, with its own icon. */
export const Plain: Story = {
  args: {
    title: undefined,
    icon: HelpGlyph,
    children: 'We usually answer within one working day.',
  },
};
