import type { Meta, StoryObj } from '@storybook/react-vite';
import { allOf, failing, holding, joined, signedIn } from '../../test/platform/platformScene';
import { ReportsScreen } from './ReportsScreen';

const meta = {
  title: 'Screens/Dashboard/Reports',
  component: ReportsScreen,
  parameters: { scanwise: { route: '/reports' } },
} satisfies Meta<typeof ReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member's two reports; the Heart CT's flags a finding to talk about. */
export const Filled: Story = {
  parameters: { scanwise: { scene: signedIn() } },
};

export const Empty: Story = {
  parameters: { scanwise: { scene: joined } },
};

export const Loading: Story = {
  parameters: { scanwise: { scene: allOf(holding('reportList'), signedIn()) } },
};

export const Failed: Story = {
  parameters: { scanwise: { scene: allOf(failing('reportList'), signedIn()) } },
};
