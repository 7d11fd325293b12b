import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKENS } from '../../composition/tokens';
import { holding, type SceneSetup } from '../../test/platform/platformScene';
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

/** The seed's Northwind invitation, remembered from the claim-offer link. */
const offerRemembered: SceneSetup = ({ container }) => {
  container.get(TOKENS.offer).rememberOffer('INVITE-NW', 'INVITED');
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
      scene: offerRemembered,
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
  parameters: { scanwise: { scene: holding('memberCreate') } },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Create account');
  },
};

export const EmailTaken: Story = {
  // The demo member's e-mail: the platform has an account for it.
  args: { initialValues: { ...filled, email: DEMO_MEMBER.email } },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Create account');
    await expectAnnouncement(canvasElement, 'alert', /already exists/);
  },
};
