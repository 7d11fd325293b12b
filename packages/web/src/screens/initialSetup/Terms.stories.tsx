import type { Meta, StoryObj } from '@storybook/react-vite';
import { allOf, holding, signIn, signedIn } from '../../test/platform/platformScene';
import { checkBox, expectAnnouncement, pressButton } from '../account/shared/storyPlay';
import { SETUP_LINK, SETUP_MEMBER, SIGNED_IN_TERMS_ROUTE } from './initialSetupScenes';
import { TermsScreen } from './TermsScreen';

const CONSENT = 'I have read and accept the terms of service and the privacy notice.';

const meta = {
  title: 'Screens/Join/Initial setup, terms',
  component: TermsScreen,
  parameters: { scanwise: { route: SETUP_LINK } },
} satisfies Meta<typeof TermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail link of a member who has a password. */
export const FromLink: Story = {};

/** The route guard's case: a signed-in member who has not accepted the terms (no code). */
export const SignedInMember: Story = {
  parameters: { scanwise: { route: SIGNED_IN_TERMS_ROUTE, scene: signedIn(SETUP_MEMBER) } },
};

/** The session is still being set up (the member is loading). */
export const Loading: Story = {
  parameters: {
    scanwise: {
      route: '/initial-setup/tos?hasPassword=true',
      scene: allOf(holding('memberGet'), (scene) => {
        void signIn(scene, SETUP_MEMBER);
      }),
    },
  },
};

/** No e-mail or code and nobody signed in: the empty state. */
export const IncompleteLink: Story = {
  parameters: { scanwise: { route: '/initial-setup/tos' } },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Accept and continue');
    await expectAnnouncement(canvasElement, 'alert', /The Terms of service field is required\./);
  },
};

export const Accepting: Story = {
  parameters: { scanwise: { scene: holding('initialSetup') } },
  play: async ({ canvasElement }) => {
    await checkBox(canvasElement, CONSENT);
    await pressButton(canvasElement, 'Accept and continue');
  },
};

/** A link whose code the platform does not know (used or expired). */
export const InvalidLink: Story = {
  parameters: { scanwise: { route: SETUP_LINK.replace(SETUP_MEMBER.setupCode, 'SETUP-USED') } },
  play: async ({ canvasElement }) => {
    await checkBox(canvasElement, CONSENT);
    await pressButton(canvasElement, 'Accept and continue');
    await expectAnnouncement(canvasElement, 'alert', /invalid or has expired/);
  },
};

export const Done: Story = {
  play: async ({ canvasElement }) => {
    await checkBox(canvasElement, CONSENT);
    await pressButton(canvasElement, 'Accept and continue');
    await expectAnnouncement(canvasElement, 'status', /Thank you/);
  },
};
