import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { TOKENS } from '../../composition/tokens';
import { answerCall, signInFakeMember, type FakeCallAnswer } from '../../test/fakePlatform';
import { expectAnnouncement, pressButton } from '../account/shared/storyPlay';
import { LinkAssociationScreen } from './LinkAssociationScreen';
import { LINKED_NORTHWIND, NOT_LINKED, OFFER_MEMBER } from './offerFixtures';

type Setup = (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;

const signedInWith =
  (check: FakeCallAnswer, associate: FakeCallAnswer = { body: LINKED_NORTHWIND }): Setup =>
  (container, ports) => {
    container.get(TOKENS.offer).rememberOffer('INVITE-NW', 'INVITED');
    answerCall(ports, 'partnerCheckAssociation', check);
    answerCall(ports, 'partnerAssociate', associate);
    void signInFakeMember(container, ports, OFFER_MEMBER);
  };

const meta = {
  title: 'Screens/Offers/LinkAssociation',
  component: LinkAssociationScreen,
  parameters: {
    layout: 'fullscreen',
    scanwise: {
      route: '/link-association?partnerName=northwind&offerType=INVITED',
      setup: signedInWith({ body: NOT_LINKED }),
    },
  },
} satisfies Meta<typeof LinkAssociationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not linked yet: what linking shares, "Link my account" and "Not now". */
export const NotLinked: Story = {};

/** Linked already: the OnboardingConfirmation with the way to the booking. */
export const AlreadyLinked: Story = {
  parameters: { scanwise: { setup: signedInWith({ body: LINKED_NORTHWIND }) } },
};

/** The link is being checked. */
export const Checking: Story = {
  parameters: { scanwise: { setup: signedInWith('loading') } },
};

/** The check failed: the reason and a retry. */
export const CheckFailed: Story = {
  parameters: {
    scanwise: { setup: signedInWith({ status: 503, body: { code: 'x', message: 'x' } }) },
  },
};

/** Signed out: sign in first, then back here. */
export const SignedOut: Story = {
  parameters: { scanwise: { setup: (() => undefined) satisfies Setup } },
};

/** A link without a partner or with an unknown offer type. */
export const Incomplete: Story = {
  parameters: { scanwise: { route: '/link-association?offerType=INVITED' } },
};

/** The partner refused the link: the reason, focused, and the page kept for another try. */
export const LinkFailed: Story = {
  parameters: {
    scanwise: {
      setup: signedInWith(
        { body: NOT_LINKED },
        { status: 400, body: { code: 'unknown_reference', message: 'x' } },
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Link my account');
    await expectAnnouncement(canvasElement, 'alert', /could not link/);
  },
};

/** Linking: the OnboardingConfirmation after "Link my account". */
export const Linked: Story = {
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Link my account');
    await expectAnnouncement(canvasElement, 'status', /linked to Northwind Health/);
  },
};
