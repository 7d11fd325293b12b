import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClaimOfferSponsoredScreen } from './ClaimOfferScreen';
import { ACME2026, answerOffer, answerOfferSignedIn } from './offerFixtures';

const meta = {
  title: 'Screens/Offers/ClaimOfferSponsored',
  component: ClaimOfferSponsoredScreen,
  parameters: {
    layout: 'fullscreen',
    scanwise: {
      route:
        '/sign-up/claim-offer-sponsored?code=ACME2026&partner=acme&encounterName=Acme%20executive%20health%20scan',
      setup: answerOffer(ACME2026),
    },
  },
} satisfies Meta<typeof ClaimOfferSponsoredScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor opens the sponsor's link: the sponsor, the scan and the way to sign in. */
export const Visitor: Story = {};

/** Signed in: the Sponsored landing (what the sponsor covers, the next step). */
export const SponsoredLanding: Story = {
  parameters: { scanwise: { setup: answerOfferSignedIn(ACME2026) } },
};
