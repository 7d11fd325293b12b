import { ENTITY_EXAMPLES } from '@scanwise/core';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKENS } from '../../composition/tokens';
import { answerCall } from '../../test/fakePlatform';
import { expectAnnouncement, pressButton } from '../account/shared/storyPlay';
import { JoinScreen, type JoinInitialValues } from './JoinScreen';

const filled: JoinInitialValues = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
  password: 'New-password-1',
  phone: '+1 212 555 0100',
  dob: '1985-06-01',
  sex: 'FEMALE',
  country: 'US',
  terms: true,
};

const meta = {
  title: 'Screens/Join/Join',
  component: JoinScreen,
  parameters: { scanwise: { route: '/join' } },
} satisfies Meta<typeof JoinScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { initialValues: filled } };

/** Arrived from a claim-offer link: the offer goes with the new account, said calmly. */
export const WithOffer: Story = {
  parameters: {
    scanwise: {
      setup: (container: ScanwiseContainer) =>
        container.get(TOKENS.offer).rememberOffer('INVITE-NW', 'INVITED'),
    },
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Create account');
    await expectAnnouncement(canvasElement, 'alert', /The First name field is required\./);
  },
};

export const Submitting: Story = {
  args: { initialValues: filled },
  parameters: {
    scanwise: {
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) =>
        answerCall(ports, 'memberCreate', 'loading'),
    },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Create account');
  },
};

export const EmailTaken: Story = {
  args: { initialValues: { ...filled, email: ENTITY_EXAMPLES.Member.email } },
  parameters: {
    scanwise: {
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) =>
        answerCall(ports, 'memberCreate', {
          status: 409,
          body: { code: 'email_taken', message: 'taken', path: null },
        }),
    },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Create account');
    await expectAnnouncement(canvasElement, 'alert', /already exists/);
  },
};
