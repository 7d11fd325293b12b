import { createSignUpServices, type FunnelStageTracker } from '@scanwise/core';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';

/**
 * Sign-up (public: Join, the CAT's and the offers' sign-up). Its member calls load once the page
 * is idle (or with their first call); the funnel is the container's (shared with booking), its code (the reporting and the
 * member calls) loaded with the first stage it reports, so the form renders without either.
 */
export const bindSignUp: BindJourneyServices = (container, session, options) => {
  if (container.inversify.isBound(TOKENS.signUp)) return;
  const funnel: Pick<FunnelStageTracker, 'enter'> = {
    enter: (stage, details) =>
      import('./funnelOnDemand')
        .then((module) => module.containerFunnel(container, session, options).enter(stage, details))
        // A stage whose code failed to load is not reported, as one the platform refused.
        .catch(() => false),
  };
  const { signUp } = createSignUpServices(session, coreOptionsFor(options), {
    funnel,
    preloadCalls: options.whenIdle,
  });
  bindEach(container, [[TOKENS.signUp, signUp]]);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindSignUp;
