import { ENTITY_EXAMPLES } from '@scanwise/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall } from '../../test/fakePlatform';
import { ReportsScreen } from './ReportsScreen';
import { FLAGGED_FINDING, SERVER_ERROR } from './dashboardFixtures';

const meta = {
  title: 'Screens/Dashboard/Reports',
  component: ReportsScreen,
  parameters: { scanwise: { route: '/reports' } },
} satisfies Meta<typeof ReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'reportList', {
          body: [
            ENTITY_EXAMPLES.Report,
            {
              ...ENTITY_EXAMPLES.Report,
              id: 'rpt_301',
              encounterId: 'enc_heart',
              title: 'Heart CT report',
              created: '2025-11-25T10:00:00Z',
              summary: 'One finding to discuss with your care team.',
              findings: [FLAGGED_FINDING],
            },
          ],
        }),
    },
  },
};

export const Empty: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'reportList', { body: [] }),
    },
  },
};

export const Loading: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) => answerCall(ports, 'reportList', 'loading'),
    },
  },
};

export const Failed: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'reportList', SERVER_ERROR),
    },
  },
};
