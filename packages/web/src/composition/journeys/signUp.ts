import { createSignUpServices } from '@scanwise/core';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';
import { funnelOf } from './conversion';
import { memberCallsOf } from './memberCalls';

/** Sign-up (public: Join, the CAT's and the offers' sign-up): over the calls and the funnel. */
export const bindSignUp: BindJourneyServices = (container, session, options) => {
  if (container.inversify.isBound(TOKENS.signUp)) return;
  const calls = memberCallsOf(container, session, options);
  const funnel = funnelOf(container, session, options, calls);
  const { signUp } = createSignUpServices(session, coreOptionsFor(options), { calls, funnel });
  bindEach(container, [[TOKENS.signUp, signUp]]);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindSignUp;
