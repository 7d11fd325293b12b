import type { Meta, StoryObj } from '@storybook/react-vite';
import { allOf, failCall, holding, signedIn } from '../../test/platform/platformScene';
import { expectAnnouncement, pressButton } from '../account/shared/storyPlay';
import { LinkAssociationScreen } from './LinkAssociationScreen';
import { LINK_ASSOCIATION, invitationKept, linkedTo } from './offerScenes';

const meta = {
  title: 'Screens/Offers/LinkAssociation',
  component: LinkAssociationScreen,
  parameters: {
    layout: 'fullscreen',
    scanwise: { route: LINK_ASSOCIATION, scene: allOf(invitationKept, signedIn()) },
  },
} satisfies Meta<typeof LinkAssociationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not linked yet: what linking shares, "Link my account" and "Not now". */
export const NotLinked: Story = {};

/** Linked already: the OnboardingConfirmation with the way to the booking. */
export const AlreadyLinked: Story = {
  parameters: {
    scanwise: { scene: allOf(linkedTo('northwind'), invitationKept, signedIn()) },
  },
};

/** The link is being checked. */
export const Checking: Story = {
  parameters: {
    scanwise: { scene: allOf(holding('partnerCheckAssociation'), invitationKept, signedIn()) },
  },
};

/** The check failed: the reason and a retry. */
export const CheckFailed: Story = {
  parameters: {
    scanwise: {
      scene: allOf(
        (scene) => {
          failCall(scene, 'partnerCheckAssociation', { status: 503 });
        },
        invitationKept,
        signedIn(),
      ),
    },
  },
};

/** Signed out: sign in first, then back here. */
export const SignedOut: Story = {
  parameters: { scanwise: { scene: invitationKept } },
};

/** A link without a partner or with an unknown offer type. */
export const Incomplete: Story = {
  parameters: { scanwise: { route: '/link-association?offerType=INVITED' } },
};

/** The partner refused the link: the reason, focused, and the page kept for another try. */
export const LinkFailed: Story = {
  parameters: {
    scanwise: {
      scene: allOf(
        (scene) => {
          failCall(scene, 'partnerAssociate', {
            status: 400,
            body: { code: 'unknown_reference', message: 'The partner refused', path: null },
          });
        },
        invitationKept,
        signedIn(),
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
