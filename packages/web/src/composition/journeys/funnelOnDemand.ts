// What sign-up loads with `import()` on the first funnel stage it reports: the container's
// funnel (shared with booking) over the member calls, with the session's reporting. A module that
// only `import()` names keeps the load a split point of its own.
import type { FunnelStageTracker, SessionCore } from '@scanwise/core';
import type { ScanwiseContainer, ScanwiseContainerOptions } from '../sessionContainer';
import { funnelOf } from './conversion';
import { memberCallsOf } from './memberCalls';

/** The container's funnel, bound now unless booking bound it first. */
export function containerFunnel(
  container: ScanwiseContainer,
  session: SessionCore,
  options: ScanwiseContainerOptions,
): FunnelStageTracker {
  return funnelOf(container, session, options, memberCallsOf(container, session, options));
}
