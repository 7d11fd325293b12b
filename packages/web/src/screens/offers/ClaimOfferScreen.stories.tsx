import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall } from '../../test/fakePlatform';
import { ClaimOfferScreen } from './ClaimOfferScreen';
import { FRIEND_DEMO, INVITE_NW, answerOffer, answerOfferSignedIn } from './offerFixtures';

type Setup = (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;

const meta = {
  title: 'Screens/Offers/ClaimOffer',
  component: ClaimOfferScreen,
  parameters: {
    layout: 'fullscreen',
    scanwise: {
      route: '/sign-up/claim-offer?code=INVITE-NW&partner=northwind',
      setup: answerOffer(INVITE_NW),
    },
  },
} satisfies Meta<typeof ClaimOfferScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor opens a partner's invitation: the offer and the way to sign in or join. */
export const Visitor: Story = {};

/** Signed in: the covered scans priced as the booking will charge them, and the next step. */
export const SignedIn: Story = {
  parameters: { scanwise: { setup: answerOfferSignedIn(INVITE_NW) } },
};

/** A referral signed in: no partner, straight on to booking; the larger discount applies. */
export const ReferralSignedIn: Story = {
  parameters: {
    scanwise: {
      route: '/sign-up/claim-offer?code=FRIEND-DEMO',
      setup: answerOfferSignedIn(FRIEND_DEMO),
    },
  },
};

/** Signed in, the prices failed to load: the offer is still claimable. */
export const PricesUnavailable: Story = {
  parameters: {
    scanwise: {
      setup: ((container, ports) => {
        answerOfferSignedIn(INVITE_NW)(container, ports);
        answerCall(ports, 'planList', { status: 503, body: { code: 'x', message: 'x' } });
      }) satisfies Setup,
    },
  },
};

/** The offer is being checked. */
export const Loading: Story = {
  parameters: {
    scanwise: { setup: ((_c, ports) => answerCall(ports, 'offerGet', 'loading')) satisfies Setup },
  },
};

/** The platform failed: the reason and a retry. */
export const LoadFailed: Story = {
  parameters: {
    scanwise: {
      setup: ((_c, ports) =>
        answerCall(ports, 'offerGet', {
          status: 503,
          body: { code: 'x', message: 'x' },
        })) satisfies Setup,
    },
  },
};

/** An unknown code. */
export const NotFound: Story = {
  parameters: {
    scanwise: {
      route: '/sign-up/claim-offer?code=NOPE',
      setup: ((_c, ports) =>
        answerCall(ports, 'offerGet', {
          status: 404,
          body: { code: 'not_found', message: 'x' },
        })) satisfies Setup,
    },
  },
};

/** An offer that has ended. */
export const Expired: Story = {
  parameters: {
    scanwise: { setup: answerOffer({ ...INVITE_NW, expires: '2025-06-01T00:00:00.000Z' }) },
  },
};

/** A link without a code. */
export const NoCode: Story = {
  parameters: { scanwise: { route: '/sign-up/claim-offer?partner=northwind' } },
};
