import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Book a scan', variant: 'primary' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'View report' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Sign out' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel appointment' } };
export const Loading: Story = { args: { isPending: true, children: 'Saving' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign in' } };
