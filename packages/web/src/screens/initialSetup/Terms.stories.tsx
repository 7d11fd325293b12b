import { ENTITY_EXAMPLES } from '@scanwise/core';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { answerCall, signInFakeMember } from '../../test/fakePlatform';
import { checkBox, expectAnnouncement, pressButton } from '../account/shared/storyPlay';
import { TermsScreen } from './TermsScreen';

const LINK = '/initial-setup/tos?email=noterms%40example.com&code=SETUP-NOTERMS-1&hasPassword=true';
const CONSENT = 'I have read and accept the terms of service and the privacy notice.';
const noTerms = { ...ENTITY_EXAMPLES.Member, termsOfService: null };

const meta = {
  title: 'Screens/Join/Initial setup, terms',
  component: TermsScreen,
  parameters: { scanwise: { route: LINK } },
} satisfies Meta<typeof TermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail link of a member who has a password. */
export const FromLink: Story = {};

/** The route guard's case: a signed-in member who has not accepted the terms (no code). */
export const SignedInMember: Story = {
  parameters: {
    scanwise: {
      route: '/initial-setup/tos?email=jane.doe%40example.com&hasPassword=true',
      setup: (container: ScanwiseContainer, ports: FakeScanwisePorts) =>
        void signInFakeMember(container, ports, noTerms),
    },
  },
};

/** The session is still being set up (the member is loading). */
export const Loading: Story = {
  parameters: {
    scanwise: {
      route: '/initial-setup/tos?hasPassword=true',
      setup: (container: ScanwiseContainer, ports: FakeScanwisePorts) => {
        void signInFakeMember(container, ports, noTerms);
        answerCall(ports, 'memberGet', 'loading');
      },
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
  parameters: {
    scanwise: {
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) =>
        answerCall(ports, 'initialSetup', 'loading'),
    },
  },
  play: async ({ canvasElement }) => {
    await checkBox(canvasElement, CONSENT);
    await pressButton(canvasElement, 'Accept and continue');
  },
};

export const InvalidLink: Story = {
  parameters: {
    scanwise: {
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) =>
        answerCall(ports, 'initialSetup', {
          status: 400,
          body: { code: 'invalid_token', message: 'expired', path: ['passwordResetToken'] },
        }),
    },
  },
  play: async ({ canvasElement }) => {
    await checkBox(canvasElement, CONSENT);
    await pressButton(canvasElement, 'Accept and continue');
    await expectAnnouncement(canvasElement, 'alert', /invalid or has expired/);
  },
};

export const Done: Story = {
  parameters: {
    scanwise: {
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) =>
        answerCall(ports, 'initialSetup', { status: 204 }),
    },
  },
  play: async ({ canvasElement }) => {
    await checkBox(canvasElement, CONSENT);
    await pressButton(canvasElement, 'Accept and continue');
    await expectAnnouncement(canvasElement, 'status', /Thank you/);
  },
};
