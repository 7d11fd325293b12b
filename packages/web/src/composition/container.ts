import { createSessionReporting } from '@scanwise/core';
import { bindJourneyServicesOver } from './journeyBindings';
import type { ScanwisePorts } from './scanwisePorts';
import {
  bindReporting,
  createSessionContainer,
  type ScanwiseContainer,
  type ScanwiseContainerOptions,
} from './sessionContainer';

export type { ScanwiseContainer, ScanwiseContainerOptions } from './sessionContainer';

// The app binds values, not decorated classes, so no Reflect metadata polyfill is loaded: inversify
// 6.0 needs one only for decorators, and the polyfill would weigh on the sign-in route's budget.

/**
 * The app's container with every service bound at once: the core's session part, its reporting
 * and its journeys' services. Tests, stories and any host without a first-page budget use it; the
 * browser entry (main.tsx) fetches the journeys' code on demand. Screens read both the same
 * way (`useService`, which waits where the journeys are not there yet).
 */
export function createScanwiseContainer(
  options: ScanwiseContainerOptions & { readonly ports: ScanwisePorts },
): ScanwiseContainer {
  const bindJourneyServices = bindJourneyServicesOver(options.ports);
  return createSessionContainer(options, {
    now: (container, session, bound) => {
      bindJourneyServices(container, session, bound);
      // The session's reporting too (consent, tracking), which the browser loads after its first
      // page has painted.
      bindReporting(container, session.reportingWith(createSessionReporting));
    },
  });
}
