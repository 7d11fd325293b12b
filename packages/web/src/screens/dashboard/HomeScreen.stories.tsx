import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall } from '../../test/fakePlatform';
import { HomeScreen } from './HomeScreen';
import {
  COMPLETED_BODY_SCAN,
  ENCOUNTERS,
  SERVER_ERROR,
  TASKS,
  signedInWithLiveLists,
} from './dashboardFixtures';

const meta = {
  title: 'Screens/Dashboard/Home',
  component: HomeScreen,
  parameters: { scanwise: { route: '/' } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, the hubs filled the live lists: the near scan, two tasks, the scans. */
export const Filled: Story = {
  parameters: {
    scanwise: { setup: signedInWithLiveLists({ encounters: ENCOUNTERS, tasks: TASKS }) },
  },
};

/** Nothing upcoming, nothing to do. */
export const Empty: Story = {
  parameters: {
    scanwise: { setup: signedInWithLiveLists({ encounters: [COMPLETED_BODY_SCAN], tasks: [] }) },
  },
};

/** No scans at all yet. */
export const NoScans: Story = {
  parameters: { scanwise: { setup: signedInWithLiveLists({ encounters: [], tasks: [] }) } },
};

export const Loading: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) => {
        answerCall(ports, 'encounterList', 'loading');
        answerCall(ports, 'taskList', 'loading');
      },
    },
  },
};

export const Failed: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) => {
        answerCall(ports, 'encounterList', SERVER_ERROR);
        answerCall(ports, 'taskList', SERVER_ERROR);
      },
    },
  },
};
