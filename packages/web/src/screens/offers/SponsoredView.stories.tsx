import type { Meta, StoryObj } from '@storybook/react-vite';
import { offerPlanPrices } from '@scanwise/core';
import { SponsoredView } from './SponsoredView';
import { ACME2026, ESSENTIAL, FULL_BODY, SPRING10 } from './offerFixtures';

const NOW = Date.parse('2026-01-01T00:00:00Z');

const meta = {
  title: 'Screens/Offers/Sponsored',
  component: SponsoredView,
  parameters: { layout: 'fullscreen' },
  args: {
    offer: ACME2026,
    prices: offerPlanPrices(ACME2026, [FULL_BODY, ESSENTIAL], [SPRING10], NOW),
    onBook: () => undefined,
  },
} satisfies Meta<typeof SponsoredView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sponsor covers the full body scan; the member's own discount (SPRING10) lowers the price. */
export const Covered: Story = {};

/** A sponsor that covers the whole price (a 100 % discount). */
export const FullyCovered: Story = {
  args: {
    offer: {
      ...ACME2026,
      discount: { ...SPRING10, id: 'dsc_acme', code: 'ACME2026', percentOff: 100, packageIds: [] },
    },
    prices: offerPlanPrices(
      {
        ...ACME2026,
        discount: {
          ...SPRING10,
          id: 'dsc_acme',
          code: 'ACME2026',
          percentOff: 100,
          packageIds: [],
        },
      },
      [FULL_BODY],
      [SPRING10],
      NOW,
    ),
  },
};

/** Prices could not be loaded: the landing still shows the sponsor and the next step. */
export const PricesUnavailable: Story = { args: { prices: null } };

/** An offer without a partner named. */
export const NoPartner: Story = { args: { offer: { ...ACME2026, partner: null } } };
