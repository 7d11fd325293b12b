import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppointmentGlyph, ReportGlyph } from '../../icons/glyphs';
import { Button } from '../Button/Button';
import { ButtonLink } from '../Button/ButtonLink';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { LoadingState } from '../Spinner/Spinner';
import { StatusPill } from '../StatusPill/StatusPill';
import { Card } from './Card';

/** A surface grouping one thing (a scan, a report, an invoice): 16 px corners, soft elevation. */
const meta = {
  title: 'Design system/Card',
  component: Card,
  tags: ['autodocs'],
  args: { title: 'Full body scan' },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: {
    aside: <StatusPill tone="success">Report ready</StatusPill>,
    children: <p>Your report from the New York imaging center is ready to read.</p>,
    footer: (
      <ButtonLink to="/reports" variant="secondary">
        View report
      </ButtonLink>
    ),
  },
};
/** With an icon and a line under the title; raised for the card that matters most on a page. */
export const WithIconRaised: Story = {
  args: {
    title: 'Your upcoming scan',
    icon: AppointmentGlyph,
    description: 'Mammography · Tuesday 16 December 2026 at 10:00 AM',
    elevation: 'raised',
    aside: <StatusPill tone="info">Scheduled</StatusPill>,
    children: <p>Scanwise Fifth Avenue. Arrive 15 minutes early and wear comfortable clothes.</p>,
    footer: <Button>Prepare for your scan</Button>,
  },
};
export const WithIcon: Story = {
  args: {
    title: 'Heart CT report',
    icon: ReportGlyph,
    description: 'Released 18 October 2026',
    children: <p>Read by Dr. Amelia Chen, radiologist.</p>,
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
