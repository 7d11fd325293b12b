import type { Meta, StoryObj } from '@storybook/react-vite';
import { signedIn } from '../../test/platform/platformScene';
import { ClaimOfferSponsoredScreen } from './ClaimOfferScreen';
import { SPONSORED_LINK } from './offerScenes';

const meta = {
  title: 'Screens/Offers/ClaimOfferSponsored',
  component: ClaimOfferSponsoredScreen,
  parameters: { layout: 'fullscreen', scanwise: { route: SPONSORED_LINK } },
} satisfies Meta<typeof ClaimOfferSponsoredScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor opens the sponsor's link: the sponsor, the scan and the way to sign in. */
export const Visitor: Story = {};

/** Signed in: the Sponsored landing (what the sponsor covers, the next step). */
export const SponsoredLanding: Story = {
  parameters: { scanwise: { scene: signedIn() } },
};
