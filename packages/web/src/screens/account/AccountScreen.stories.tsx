import { ROLE_LIST_MEMBER } from '@scanwise/mock-server/in-process';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { allOf, failing, holding, signedIn } from '../../test/platform/platformScene';
import { demoMemberWithoutAddress } from './accountScenes';
import { AccountScreen } from './AccountScreen';
import { expectAnnouncement, pressButton } from './shared/storyPlay';

const meta = {
  title: 'Screens/Dashboard/Account',
  component: AccountScreen,
  parameters: { scanwise: { route: '/account', scene: signedIn() } },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Loading: Story = {
  parameters: { scanwise: { scene: allOf(signedIn(), holding('memberGet')) } },
};

export const LoadFailed: Story = {
  parameters: { scanwise: { scene: allOf(signedIn(), failing('memberGet')) } },
};

/** A member with no address on file: the address section starts empty. */
export const NoAddress: Story = {
  parameters: { scanwise: { seed: demoMemberWithoutAddress } },
};

/** The seed's member in London: a UK region and a postcode. */
export const UnitedKingdom: Story = {
  parameters: { scanwise: { scene: signedIn(ROLE_LIST_MEMBER) } },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Save changes');
    await expectAnnouncement(canvasElement, 'status', /saved/);
  },
};

export const SaveFailed: Story = {
  parameters: {
    scanwise: { scene: allOf(signedIn(), failing('memberPatch', { status: 503 })) },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Save changes');
    await expectAnnouncement(canvasElement, 'alert', /not saved/);
  },
};
