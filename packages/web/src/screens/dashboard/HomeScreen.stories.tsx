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
import {
  dueInvoiceDueOn,
  dueInvoicePaid,
  everythingDone,
  homeSeenBefore,
  mammogramUploaded,
  mammographyTasksDone,
  nothingLeftButTheScan,
} from './dashboardScenes';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/Dashboard/Home',
  component: HomeScreen,
  parameters: { scanwise: { route: '/' } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo member, the hubs filled the live lists: the next step is the upload of prior
 * mammograms (due first), beside the near scan with how to prepare; two tasks, the scans.
 */
export const Filled: Story = {
  parameters: { scanwise: { scene: signedIn() } },
};

/** Next step: the medical questionnaire of the booked mammography (the upload is done). */
export const QuestionnaireDue: Story = {
  parameters: { scanwise: { scene: allOf(mammogramUploaded, signedIn()) } },
};

/**
 * Nothing upcoming, nothing to do: the mammography is done and so are its tasks. The next step
 * is its invoice, due in two weeks.
 */
export const Empty: Story = {
  parameters: { scanwise: { scene: allOf(everythingDone, signedIn()) } },
};

/** Next step: the mammography's invoice, past its due date (before the scan's own tasks). */
export const InvoiceOverdue: Story = {
  parameters: { scanwise: { scene: signedIn(), seed: dueInvoiceDueOn('2025-12-20') } },
};

/** Next step: the Heart CT report, ready to read (nothing to do, nothing due). */
export const ReportReady: Story = {
  parameters: { scanwise: { scene: allOf(everythingDone, signedIn()), seed: dueInvoicePaid } },
};

/**
 * Next step: get ready for the booked mammography (its tasks done, nothing due or unread, the
 * Heart CT report read and pointed to at a glance).
 */
export const ReadyForTheScan: Story = {
  parameters: {
    scanwise: { scene: allOf(mammographyTasksDone, signedIn()), seed: nothingLeftButTheScan },
  },
};

/** A member who just joined: no scans at all yet; the next step is "Book your first scan". */
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

/**
 * A later visit while the platform has not answered: the next step Home showed last time is on
 * screen at once, the lists below say they are loading.
 */
export const LaterVisitLoading: Story = {
  parameters: {
    scanwise: {
      scene: allOf(hubsHolding, holding(['encounterList', 'taskList']), signedIn(), homeSeenBefore),
    },
  },
};

export const Failed: Story = {
  parameters: {
    scanwise: { scene: allOf(hubsDown, failing(['encounterList', 'taskList']), signedIn()) },
  },
};
