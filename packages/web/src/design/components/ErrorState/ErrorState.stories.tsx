import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Design system/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
export const Retrying: Story = { args: { isRetrying: true } };
export const WithoutRetry: Story = {
  render: () => <ErrorState title="Report unavailable" description="Please contact support." />,
};
