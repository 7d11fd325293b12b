import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForwardGlyph } from '../../icons/glyphs';
import { ButtonLink } from '../Button/ButtonLink';
import { SectionHeader } from './SectionHeader';

/** The head of a section: its heading, a line and a secondary action at the end of the row. */
const meta = {
  title: 'Design system/SectionHeader',
  component: SectionHeader,
  tags: ['autodocs'],
  args: { title: 'Your scans' },
  argTypes: { action: { control: false } },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithAction: Story = {
  args: {
    description: 'Upcoming first, then completed.',
    action: (
      <ButtonLink to="/scans" variant="quiet" iconEnd={ForwardGlyph}>
        See all scans
      </ButtonLink>
    ),
  },
};
export const Level3: Story = { args: { title: 'Findings', headingLevel: 3 } };
