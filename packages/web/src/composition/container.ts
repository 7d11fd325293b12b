import { bindJourneyServices } from './journeyBindings';
import {
  createSessionContainer,
  type ScanwiseContainer,
  type ScanwiseContainerOptions,
} from './sessionContainer';

export type { ScanwiseContainer, ScanwiseContainerOptions } from './sessionContainer';

// inversify loads the small Reflect metadata polyfill it needs (reflect-metadata/lite) itself;
// the full polyfill (4.7 KB gzip) is not imported here: the app binds values, not decorated classes.

/**
 * The app's container with every service bound at once: the core's session part and its
 * journeys' services. Tests, stories and any host without a first-page budget use it; the
 * browser entry (main.tsx) builds the session part first and loads the journeys on demand.
 */
export function createScanwiseContainer(options: ScanwiseContainerOptions): ScanwiseContainer {
  return createSessionContainer(options, { now: bindJourneyServices });
}
