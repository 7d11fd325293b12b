import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState, Spinner } from './Spinner';

const meta = {
  title: 'Design system/Spinner',
  tags: ['autodocs'],
  component: Spinner,
  args: { label: 'Loading', size: 'md' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standalone: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Loading: Story = { render: () => <LoadingState /> };
export const LoadingWithLabel: Story = {
  render: () => <LoadingState label="Loading your reports…" />,
};
