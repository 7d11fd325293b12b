import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookGlyph, InvoiceGlyph, ScanGlyph } from '../../icons/glyphs';
import { ButtonLink } from '../Button/ButtonLink';
import { EmptyState } from './EmptyState';

/** Nothing to show yet: an icon of what is empty, a word of why and the way forward. */
const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    title: 'No scans yet',
    description: 'Book your first body scan to see it here.',
    icon: ScanGlyph,
    action: (
      <ButtonLink to="/book-scan/select-plan" icon={BookGlyph}>
        Book a scan
      </ButtonLink>
    ),
  },
};
export const NoInvoices: Story = {
  args: {
    title: 'No invoices',
    description: 'Invoices appear here after you book a scan.',
    icon: InvoiceGlyph,
    headingLevel: 3,
  },
};
