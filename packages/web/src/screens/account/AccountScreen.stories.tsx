import { ENTITY_EXAMPLES, type Member } from '@scanwise/core';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { answerCall } from '../../test/fakePlatform';
import { AccountScreen } from './AccountScreen';
import { expectAnnouncement, pressButton } from './shared/storyPlay';

const member: Member = { ...ENTITY_EXAMPLES.Member, email: 'demo@example.com' };

const meta = {
  title: 'Screens/Dashboard/Account',
  component: AccountScreen,
  parameters: {
    scanwise: {
      route: '/account',
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) =>
        answerCall(ports, 'memberGet', { body: member }),
    },
  },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Loading: Story = {
  parameters: {
    scanwise: {
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) =>
        answerCall(ports, 'memberGet', 'loading'),
    },
  },
};

export const LoadFailed: Story = {
  parameters: {
    scanwise: {
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) =>
        answerCall(ports, 'memberGet', { status: 500, body: { code: 'down', message: 'down' } }),
    },
  },
};

/** A member with no address on file: the address section starts empty. */
export const NoAddress: Story = {
  parameters: {
    scanwise: {
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) =>
        answerCall(ports, 'memberGet', { body: { ...member, address: null } }),
    },
  },
};

export const UnitedKingdom: Story = {
  parameters: {
    scanwise: {
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) =>
        answerCall(ports, 'memberGet', {
          body: {
            ...member,
            country: 'GB',
            locale: 'en-gb',
            address: ENTITY_EXAMPLES.AddressGb,
            timeZone: 'Europe/London',
          },
        }),
    },
  },
};

export const Saved: Story = {
  parameters: {
    scanwise: {
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) => {
        answerCall(ports, 'memberGet', { body: member });
        answerCall(ports, 'memberPatch', { body: member });
      },
    },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Save changes');
    await expectAnnouncement(canvasElement, 'status', /saved/);
  },
};

export const SaveFailed: Story = {
  parameters: {
    scanwise: {
      setup: (_c: ScanwiseContainer, ports: FakeScanwisePorts) => {
        answerCall(ports, 'memberGet', { body: member });
        answerCall(ports, 'memberPatch', { status: 503, body: { code: 'down', message: 'down' } });
      },
    },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Save changes');
    await expectAnnouncement(canvasElement, 'alert', /not saved/);
  },
};
