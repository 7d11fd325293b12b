import type { Meta, StoryObj } from '@storybook/react-vite';
import { allOf, failing, holding, signedIn } from '../../test/platform/platformScene';
import { ClaimOfferScreen } from './ClaimOfferScreen';
import { INVITE_LINK, invitationEnded } from './offerScenes';

const meta = {
  title: 'Screens/Offers/ClaimOffer',
  component: ClaimOfferScreen,
  parameters: { layout: 'fullscreen', scanwise: { route: INVITE_LINK } },
} satisfies Meta<typeof ClaimOfferScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor opens a partner's invitation: the offer and the way to sign in or join. */
export const Visitor: Story = {};

/** Signed in: the covered scans priced as the booking will charge them, and the next step. */
export const SignedIn: Story = {
  parameters: { scanwise: { scene: signedIn() } },
};

/** A referral signed in: no partner, straight on to booking; the larger discount applies. */
export const ReferralSignedIn: Story = {
  parameters: {
    scanwise: { route: '/sign-up/claim-offer?code=FRIEND-DEMO', scene: signedIn() },
  },
};

/** Signed in, the prices failed to load: the offer is still claimable. */
export const PricesUnavailable: Story = {
  parameters: {
    scanwise: { scene: allOf(failing('planList', { status: 503 }), signedIn()) },
  },
};

/** The offer is being checked. */
export const Loading: Story = {
  parameters: { scanwise: { scene: holding('offerGet') } },
};

/** The platform failed: the reason and a retry. */
export const LoadFailed: Story = {
  parameters: { scanwise: { scene: failing('offerGet', { status: 503 }) } },
};

/** An unknown code. */
export const NotFound: Story = {
  parameters: { scanwise: { route: '/sign-up/claim-offer?code=NOPE' } },
};

/** An offer that has ended. */
export const Expired: Story = {
  parameters: { scanwise: { seed: invitationEnded } },
};

/** A link without a code. */
export const NoCode: Story = {
  parameters: { scanwise: { route: '/sign-up/claim-offer?partner=northwind' } },
};
