import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { LoadingState } from '../Spinner/Spinner';
import { StatusPill } from '../StatusPill/StatusPill';
import { Card } from './Card';

const meta = {
  title: 'Design system/Card',
  component: Card,
  args: { title: 'Full body scan' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: {
    aside: <StatusPill tone="success">Report ready</StatusPill>,
    children: <p>Your report from the New York imaging center is ready to read.</p>,
    footer: <Button variant="secondary">View report</Button>,
  },
};
export const Loading: Story = { args: { children: <LoadingState label="Loading your scans…" /> } };
export const Empty: Story = {
  args: {
    children: (
      <EmptyState headingLevel={3} title="No scans yet" action={<Button>Book a scan</Button>} />
    ),
  },
};
export const Failed: Story = {
  args: { children: <ErrorState headingLevel={3} onRetry={() => undefined} /> },
};
export const Untitled: Story = {
  render: () => (
    <Card>
      <p>Plain content.</p>
    </Card>
  ),
};
