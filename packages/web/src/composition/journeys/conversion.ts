import {
  createConversionServices,
  createSessionReporting,
  type FunnelStageTracker,
  type MemberCalls,
  type SessionCore,
} from '@scanwise/core';
import {
  bindEach,
  bindReporting,
  coreOptionsFor,
  type ScanwiseContainer,
  type ScanwiseContainerOptions,
} from '../sessionContainer';
import { TOKENS } from '../tokens';

/**
 * The booking funnel and the arrival's UTM values (core createConversionServices), bound once
 * per container over the session's reporting (bound here unless its load came first) and the
 * member calls given: shared by sign-up and booking, in the reporting's chunk (vite.config.ts).
 * Returns the bound funnel.
 */
export function funnelOf(
  container: ScanwiseContainer,
  session: SessionCore,
  options: ScanwiseContainerOptions,
  calls: MemberCalls,
): FunnelStageTracker {
  if (!container.inversify.isBound(TOKENS.funnel)) {
    bindReporting(container, session.reportingWith(createSessionReporting));
    const { funnel } = createConversionServices(session, coreOptionsFor(options), calls);
    bindEach(container, [[TOKENS.funnel, funnel]]);
  }
  return container.get(TOKENS.funnel);
}
