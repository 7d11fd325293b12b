import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookGlyph } from '../../icons/glyphs';
import { ButtonLink } from '../Button/ButtonLink';
import { PageHeader } from './PageHeader';

/** The top of a page: its one h1, a lead and the action that matters most. */
const meta = {
  title: 'Design system/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    title: 'Invoices',
    lead: 'Your invoices and payments. Amounts are in US dollars.',
  },
  argTypes: { action: { control: false } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
/** Home's greeting: the display size, with the primary action beside it. */
export const Display: Story = {
  args: {
    size: 'display',
    eyebrow: 'Tuesday 24 November',
    title: 'Welcome, Dana',
    lead: 'Your next scan is in 20 days. Complete your questionnaire before then.',
    action: (
      <ButtonLink to="/book-scan/select-plan" icon={BookGlyph} size="lg">
        Book a scan
      </ButtonLink>
    ),
  },
};
export const TitleOnly: Story = { args: { lead: undefined } };
