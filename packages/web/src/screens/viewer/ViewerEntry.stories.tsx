import type { Meta, StoryObj } from '@storybook/react-vite';
import { allOf, failing, holding, signedIn } from '../../test/platform/platformScene';
import { expectAnnouncement, pressButton } from '../account/shared/storyPlay';
import { ViewerEntry } from './ViewerEntry';
import { VIEWED_ENCOUNTER, VIEWER_URL, feedbackOnDevice } from './viewerScenes';

const meta = {
  title: 'Screens/Viewer/Viewer entry',
  component: ViewerEntry,
  args: { encounterId: VIEWED_ENCOUNTER, viewerUrl: VIEWER_URL },
  parameters: {
    scanwise: { route: `/reports/digital-report/${VIEWED_ENCOUNTER}`, scene: signedIn() },
  },
} satisfies Meta<typeof ViewerEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before viewing: the link to the viewer (new tab). */
export const BeforeViewing: Story = {};

/** After viewing: the optional rating (empty). */
export const Asking: Story = {
  parameters: {
    scanwise: {
      scene: allOf(feedbackOnDevice({ phase: 'asking', score: null, comment: '' }), signedIn()),
    },
  },
};

/** Filled: a rating and a comment. */
export const Filled: Story = {
  parameters: {
    scanwise: {
      scene: allOf(
        feedbackOnDevice({ phase: 'asking', score: 4, comment: 'Clear and quick.' }),
        signedIn(),
      ),
    },
  },
};

/** Sending (loading: the platform has not answered). */
export const Sending: Story = {
  parameters: {
    scanwise: {
      scene: allOf(
        feedbackOnDevice({ phase: 'asking', score: 4, comment: '' }),
        holding('viewerHappinessScore'),
        signedIn(),
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
      scene: allOf(
        feedbackOnDevice({ phase: 'asking', score: 2, comment: 'Slow to load' }),
        failing('viewerHappinessScore', { status: 503 }),
        signedIn(),
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
    scanwise: {
      scene: allOf(feedbackOnDevice({ phase: 'sent', score: 5, comment: '' }), signedIn()),
    },
  },
};
