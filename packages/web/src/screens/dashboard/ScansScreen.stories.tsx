import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  allOf,
  failing,
  holding,
  hubsDown,
  hubsHolding,
  joined,
  offline,
  signedIn,
} from '../../test/platform/platformScene';
import { paidForBodyScan } from './dashboardScenes';
import { ScansScreen } from './ScansScreen';

const meta = {
  title: 'Screens/Dashboard/Scans',
  component: ScansScreen,
  parameters: { scanwise: { route: '/scans' } },
} satisfies Meta<typeof ScansScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming and past scans from the live encounters, each with status and next step. */
export const Filled: Story = {
  parameters: { scanwise: { scene: allOf(paidForBodyScan, signedIn()) } },
};

export const Empty: Story = {
  parameters: { scanwise: { scene: joined } },
};

export const Loading: Story = {
  parameters: { scanwise: { scene: allOf(hubsHolding, holding('encounterList'), signedIn()) } },
};

export const Failed: Story = {
  parameters: { scanwise: { scene: allOf(hubsDown, failing('encounterList'), signedIn()) } },
};

export const Offline: Story = {
  parameters: { scanwise: { scene: allOf(hubsDown, signedIn(), offline) } },
};
