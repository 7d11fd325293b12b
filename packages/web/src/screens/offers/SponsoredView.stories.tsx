import type { Meta, StoryObj } from '@storybook/react-vite';
import { offerPlanPrices, type Discount } from '@scanwise/core';
import { createLocaleFormatters } from '../../i18n/localeFormatters';
import { SCENE_START } from '../../test/platform/platformPorts';
import { SEEDED, seededOffer } from './offerScenes';
import { SponsoredView } from './SponsoredView';

// A presentational view: its props are the platform's seeded sponsor offer and catalogue.
const NOW = SCENE_START.getTime();
const ACME2026 = seededOffer('ACME2026');
const PLANS = SEEDED.plans.filter((plan) => plan.country === 'US' && plan.kind === 'BODY_SCAN');
const FULL_BODY = PLANS.filter((plan) => plan.id === 'pkg_full_body');
const SPRING10 = SEEDED.discounts.find((discount) => discount.code === 'SPRING10')!;
const FULLY_COVERED: Discount = {
  ...SPRING10,
  id: 'dsc_acme',
  code: 'ACME2026',
  percentOff: 100,
  packageIds: [],
};

const meta = {
  title: 'Screens/Offers/Sponsored',
  component: SponsoredView,
  parameters: { layout: 'fullscreen' },
  args: {
    offer: ACME2026,
    prices: offerPlanPrices(ACME2026, PLANS, [SPRING10], NOW),
    onBook: () => undefined,
    money: createLocaleFormatters('en-us', () => NOW),
  },
} satisfies Meta<typeof SponsoredView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sponsor covers the full body scan; the member's own discount (SPRING10) lowers the price. */
export const Covered: Story = {};

/** A sponsor that covers the whole price (a 100 % discount). */
export const FullyCovered: Story = {
  args: {
    offer: { ...ACME2026, discount: FULLY_COVERED },
    prices: offerPlanPrices({ ...ACME2026, discount: FULLY_COVERED }, FULL_BODY, [SPRING10], NOW),
  },
};

/** Prices could not be loaded: the landing still shows the sponsor and the next step. */
export const PricesUnavailable: Story = { args: { prices: null } };

/** An offer without a partner named. */
export const NoPartner: Story = { args: { offer: { ...ACME2026, partner: null } } };
