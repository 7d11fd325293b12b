import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  allOf,
  failing,
  holding,
  hubsDown,
  hubsHolding,
  joined,
  signedIn,
} from '../../test/platform/platformScene';
import { everythingDone } from './dashboardScenes';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/Dashboard/Home',
  component: HomeScreen,
  parameters: { scanwise: { route: '/' } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member, the hubs filled the live lists: the near scan, two tasks, the scans. */
export const Filled: Story = {
  parameters: { scanwise: { scene: signedIn() } },
};

/** Nothing upcoming, nothing to do: the mammography is done and so are its tasks. */
export const Empty: Story = {
  parameters: { scanwise: { scene: allOf(everythingDone, signedIn()) } },
};

/** A member who just joined: no scans at all yet. */
export const NoScans: Story = {
  parameters: { scanwise: { scene: joined } },
};

export const Loading: Story = {
  parameters: {
    scanwise: {
      scene: allOf(hubsHolding, holding(['encounterList', 'taskList']), signedIn()),
    },
  },
};

export const Failed: Story = {
  parameters: {
    scanwise: { scene: allOf(hubsDown, failing(['encounterList', 'taskList']), signedIn()) },
  },
};
