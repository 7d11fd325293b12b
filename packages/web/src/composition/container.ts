import { bindJourneyServicesOver } from './journeyBindings';
import type { ScanwisePorts } from './scanwisePorts';
import {
  createSessionContainer,
  type ScanwiseContainer,
  type ScanwiseContainerOptions,
} from './sessionContainer';

export type { ScanwiseContainer, ScanwiseContainerOptions } from './sessionContainer';

// The app binds values, not decorated classes, so no Reflect metadata polyfill is loaded: inversify
// 6.0 needs one only for decorators, and the polyfill would weigh on the sign-in route's budget.

/**
 * The app's container with every service bound at once: the core's session part and its
 * journeys' services. Tests, stories and any host without a first-page budget use it; the
 * browser entry (main.tsx) fetches the journeys' code on demand. Screens read both the same
 * way (`useService`, which waits where the journeys are not there yet).
 */
export function createScanwiseContainer(
  options: ScanwiseContainerOptions & { readonly ports: ScanwisePorts },
): ScanwiseContainer {
  return createSessionContainer(options, { now: bindJourneyServicesOver(options.ports) });
}
