import { createViewerServices } from '@scanwise/core';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';
import { memberCallsOf } from './memberCalls';

/** The image viewer's happiness score (the digital report): over the member calls alone. */
export const bindViewer: BindJourneyServices = (container, session, options) => {
  if (container.inversify.isBound(TOKENS.viewerFeedback)) return;
  const calls = memberCallsOf(container, session, options);
  const { viewerFeedback } = createViewerServices(session, coreOptionsFor(options), { calls });
  bindEach(container, [[TOKENS.viewerFeedback, viewerFeedback]]);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindViewer;
