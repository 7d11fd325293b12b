import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall } from '../../test/fakePlatform';
import { expectAnnouncement, pressButton } from '../account/shared/storyPlay';
import { ViewerEntry } from './ViewerEntry';
import { viewerFeedbackKey, type ViewerFeedbackDraft } from '@scanwise/core';

type Setup = (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;
const stored =
  (draft: ViewerFeedbackDraft, then?: Setup): Setup =>
  (container, ports) => {
    ports.storage.session.setItem(viewerFeedbackKey('enc_1001'), JSON.stringify(draft));
    then?.(container, ports);
  };

const meta = {
  title: 'Screens/Viewer/Viewer entry',
  component: ViewerEntry,
  args: { encounterId: 'enc_1001', viewerUrl: 'https://viewer.scanwise.test/studies/enc_1001' },
  parameters: { scanwise: { route: '/reports/digital-report/enc_1001' } },
} satisfies Meta<typeof ViewerEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before viewing: the link to the viewer (new tab). */
export const BeforeViewing: Story = {};

/** After viewing: the optional rating (empty). */
export const Asking: Story = {
  parameters: {
    scanwise: { setup: stored({ phase: 'asking', score: null, comment: '' }) },
  },
};

/** Filled: a rating and a comment. */
export const Filled: Story = {
  parameters: {
    scanwise: { setup: stored({ phase: 'asking', score: 4, comment: 'Clear and quick.' }) },
  },
};

/** Sending (loading). */
export const Sending: Story = {
  parameters: {
    scanwise: {
      setup: stored({ phase: 'asking', score: 4, comment: '' }, (_c, ports) =>
        answerCall(ports, 'viewerHappinessScore', 'loading'),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Send rating');
  },
};

/** The send failed: the message, the rating kept. */
export const SendFailed: Story = {
  parameters: {
    scanwise: {
      setup: stored({ phase: 'asking', score: 2, comment: 'Slow to load' }, (_c, ports) =>
        answerCall(ports, 'viewerHappinessScore', { status: 503, body: {} }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Send rating');
    await expectAnnouncement(canvasElement, 'alert', /could not send your rating/);
  },
};

/** Sent: the thanks. */
export const Sent: Story = {
  parameters: {
    scanwise: { setup: stored({ phase: 'sent', score: 5, comment: '' }) },
  },
};
