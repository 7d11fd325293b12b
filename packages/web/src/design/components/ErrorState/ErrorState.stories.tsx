import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

/** Something failed to load: said plainly (an alert), with a way to try again. */
const meta = {
  title: 'Design system/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
export const Retrying: Story = { args: { isRetrying: true } };
export const WithoutRetry: Story = {
  render: () => <ErrorState title="Report unavailable" description="Please contact support." />,
};
