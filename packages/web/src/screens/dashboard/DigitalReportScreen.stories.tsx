import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { DEMO } from '../../test/platform/demoRecords';
import { allOf, failing, holding, signedIn } from '../../test/platform/platformScene';
import { reportWithManyFindings, reportWithoutFindings } from './dashboardScenes';
import { DigitalReportScreen } from './DigitalReportScreen';

const reportOf = (encounterId: string): string => `/reports/digital-report/${encounterId}`;

const meta = {
  title: 'Screens/Dashboard/DigitalReport',
  component: DigitalReportScreen,
  parameters: { scanwise: { route: reportOf(DEMO.heartCt) } },
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

/**
 * The Heart CT: the summary with the follow-up callout, two findings in the chest (one flagged as
 * potential cancer, shown with care), the body diagram and the eScore's scale.
 */
export const Filled: Story = {
  parameters: { scanwise: { scene: signedIn() } },
};

/** The Full Body Scan: nothing of concern, no follow-up notice. */
export const Unremarkable: Story = {
  parameters: { scanwise: { route: reportOf(DEMO.bodyScan), scene: signedIn() } },
};

/** Findings from head to toe, listed twice by the platform and shown once, grouped. */
export const ManyFindings: Story = {
  parameters: {
    scanwise: { route: reportOf(DEMO.bodyScan), seed: reportWithManyFindings, scene: signedIn() },
  },
};

/** A report without findings or sections (the empty state of this screen). */
export const NoFindings: Story = {
  parameters: {
    scanwise: {
      seed: reportWithoutFindings,
      scene: signedIn(),
    },
  },
};

export const Loading: Story = {
  parameters: { scanwise: { scene: allOf(holding('digitalReportGet'), signedIn()) } },
};

/** The mammography is not scanned yet: the platform has no report for it. */
export const NotFound: Story = {
  parameters: { scanwise: { route: reportOf(DEMO.mammography), scene: signedIn() } },
};

export const Failed: Story = {
  parameters: { scanwise: { scene: allOf(failing('digitalReportGet'), signedIn()) } },
};
