import { ENTITY_EXAMPLES } from '@scanwise/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { Route, Routes } from 'react-router-dom';
import { answerCall } from '../../test/fakePlatform';
import { DigitalReportScreen } from './DigitalReportScreen';
import { DIGITAL_REPORT, SERVER_ERROR } from './dashboardFixtures';

const meta = {
  title: 'Screens/Dashboard/DigitalReport',
  component: DigitalReportScreen,
  parameters: { scanwise: { route: '/reports/digital-report/enc_1001' } },
  // The screen reads :encounterId from the route, as in the app.
  render: () => (
    <Routes>
      <Route
        path="/reports/digital-report/:encounterId/:fromCard?"
        element={<DigitalReportScreen />}
      />
    </Routes>
  ),
} satisfies Meta<typeof DigitalReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Findings with their eScore, one flagged as potential cancer (shown with care), sections. */
export const Filled: Story = {
  parameters: {
    scanwise: {
      route: '/reports/digital-report/enc_1001',
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'digitalReportGet', { body: DIGITAL_REPORT }),
    },
  },
};

/** Nothing of concern: no follow-up notice. */
export const Unremarkable: Story = {
  parameters: {
    scanwise: {
      route: '/reports/digital-report/enc_1001',
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'digitalReportGet', { body: ENTITY_EXAMPLES.DigitalReport }),
    },
  },
};

/** A report without findings or sections (the empty state of this screen). */
export const NoFindings: Story = {
  parameters: {
    scanwise: {
      route: '/reports/digital-report/enc_1001',
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'digitalReportGet', {
          body: { ...ENTITY_EXAMPLES.DigitalReport, findings: [], sections: [] },
        }),
    },
  },
};

export const Loading: Story = {
  parameters: {
    scanwise: {
      route: '/reports/digital-report/enc_1001',
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'digitalReportGet', 'loading'),
    },
  },
};

export const NotFound: Story = {
  parameters: {
    scanwise: {
      route: '/reports/digital-report/enc_404',
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'digitalReportGet', {
          status: 404,
          body: { code: 'not_found', message: 'No report for this encounter' },
        }),
    },
  },
};

export const Failed: Story = {
  parameters: {
    scanwise: {
      route: '/reports/digital-report/enc_1001',
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'digitalReportGet', SERVER_ERROR),
    },
  },
};
