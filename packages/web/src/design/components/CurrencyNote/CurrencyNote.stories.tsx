import type { Meta, StoryObj } from '@storybook/react-vite';
import { CurrencyNote } from './CurrencyNote';

const meta = {
  title: 'Design system/CurrencyNote',
  component: CurrencyNote,
  // Shown as on a page: under a price.
  render: () => (
    <>
      <p>Full Body Scan: $2,495.00</p>
      <CurrencyNote />
    </>
  ),
} satisfies Meta<typeof CurrencyNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** en-GB: prices are in US dollars, and the page says so. */
export const BritishEnglish: Story = { globals: { locale: 'en-gb' } };
/** en-US: dollars go without saying; no note. */
export const UsEnglish: Story = { globals: { locale: 'en-us' } };
