import { viewerFeedbackKey, type ViewerFeedbackDraft } from '@scanwise/core';
import { DEMO } from '../../test/platform/demoRecords';
import type { SceneSetup } from '../../test/platform/platformScene';

/** The demo member's Heart CT, its report ready: the scan whose images the viewer shows. */
export const VIEWED_ENCOUNTER = DEMO.heartCt;

/** The platform viewer's address for that scan. */
export const VIEWER_URL = `https://viewer.scanwise.test/studies/${VIEWED_ENCOUNTER}`;

/** The viewer's rating prompt as the member left it on the device (a reload). */
export const feedbackOnDevice =
  (draft: ViewerFeedbackDraft): SceneSetup =>
  ({ ports }) => {
    ports.storage.session.setItem(viewerFeedbackKey(VIEWED_ENCOUNTER), JSON.stringify(draft));
  };
