import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall } from '../../test/fakePlatform';
import { ScansScreen } from './ScansScreen';
import { ENCOUNTERS, SERVER_ERROR, signedInWithLiveLists } from './dashboardFixtures';

const meta = {
  title: 'Screens/Dashboard/Scans',
  component: ScansScreen,
  parameters: { scanwise: { route: '/scans' } },
} satisfies Meta<typeof ScansScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming and past scans from the live encounters store, each with status and next step. */
export const Filled: Story = {
  parameters: { scanwise: { setup: signedInWithLiveLists({ encounters: ENCOUNTERS }) } },
};

export const Empty: Story = {
  parameters: { scanwise: { setup: signedInWithLiveLists({ encounters: [] }) } },
};

export const Loading: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'encounterList', 'loading'),
    },
  },
};

export const Failed: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'encounterList', SERVER_ERROR),
    },
  },
};

export const Offline: Story = {
  parameters: {
    scanwise: { setup: (_: unknown, ports: FakeScanwisePorts) => ports.http.setOffline(true) },
  },
};
