import { createMqConfirmServices, type MqOneTapStore, type SessionCore } from '@scanwise/core';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import {
  bindEach,
  coreOptionsFor,
  type ScanwiseContainer,
  type ScanwiseContainerOptions,
} from '../sessionContainer';
import { TOKENS } from '../tokens';

/**
 * The /mq/confirm link's one-tap answer (public; no platform call), bound once per container:
 * the medical questionnaire takes it. Returns the bound store.
 */
export function mqOneTapOf(
  container: ScanwiseContainer,
  _session: SessionCore,
  options: ScanwiseContainerOptions,
): MqOneTapStore {
  if (!container.inversify.isBound(TOKENS.mqOneTap)) {
    const { mqOneTap } = createMqConfirmServices(coreOptionsFor(options));
    bindEach(container, [[TOKENS.mqOneTap, mqOneTap]]);
  }
  return container.get(TOKENS.mqOneTap);
}

export const bindMqConfirm: BindJourneyServices = (container, session, options) => {
  mqOneTapOf(container, session, options);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindMqConfirm;
