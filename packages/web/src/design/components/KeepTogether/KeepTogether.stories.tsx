import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeepTogether } from './KeepTogether';

/** A sentence whose invoice number stays on one line, here in a column as narrow as a phone's card. */
const meta = {
  title: 'Design system/KeepTogether',
  component: KeepTogether,
  tags: ['autodocs'],
  args: { text: 'Invoice SW-2026-0003 is due', part: 'SW-2026-0003' },
  render: (args) => (
    <h2 style={{ inlineSize: '12rem', margin: 0 }}>
      <KeepTogether {...args} />
    </h2>
  ),
} satisfies Meta<typeof KeepTogether>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InANarrowColumn: Story = {};
/** A part the sentence does not hold: the sentence as it is. */
export const PartNotInText: Story = { args: { part: 'SW-2026-0009' } };
/** Nothing to keep together. */
export const Empty: Story = { args: { text: '', part: '' } };
