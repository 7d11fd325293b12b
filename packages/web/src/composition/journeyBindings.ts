import { createJourneyServices, createSessionReporting } from '@scanwise/core';
import type { BindJourneyServices } from './journeyServicesLoader';
import { createMammoUploads } from './mammoUploads';
import { bindMemberDataServicesOver } from './memberDataBindings';
import type { JourneyPorts } from './scanwisePorts';
import { bindEach, bindReporting, coreOptionsFor } from './sessionContainer';
import { TOKENS } from './tokens';

/**
 * The journeys' services (payment, booking, questionnaires, CAT, mammography uploads) over the
 * container's session part, the member's data (memberDataBindings.ts, bound here unless its own
 * load came first) and the journeys' own ports (hubs, card payment), each behind its token, and the session's reporting
 * they use, if its own load has not bound it. Loaded on demand in the browser (main.tsx, with the
 * ports' chunk), bound at once in tests and stories (container.ts).
 */
export const bindJourneyServicesOver =
  (journeyPorts: JourneyPorts): BindJourneyServices =>
  (container, session, options) => {
    // The journeys report through the session's reporting: made now unless its load made it.
    bindReporting(container, session.reportingWith(createSessionReporting));
    // The member's data: the one a dashboard page loaded already, else made now.
    bindMemberDataServicesOver(journeyPorts)(container, session, options);
    const core = coreOptionsFor(options);
    const journeys = createJourneyServices(
      session,
      { ...core, ports: { ...core.ports, hubs: journeyPorts.hubs, payment: journeyPorts.payment } },
      container.get(TOKENS.memberDataCore),
    );
    bindEach(container, [
      [TOKENS.payment, journeyPorts.payment],
      [TOKENS.viewerFeedback, journeys.viewerFeedback],
      [TOKENS.paymentAuthorizations, journeys.paymentAuthorizations],
      [TOKENS.funnel, journeys.funnel],
      [TOKENS.bookingJourney, journeys.bookingJourney],
      [TOKENS.centerOrigin, journeys.centerOrigin],
      [TOKENS.scheduleActions, journeys.scheduleActions],
      [TOKENS.offerClaims, journeys.offerClaims],
      [TOKENS.partnerLinks, journeys.partnerLinks],
      [TOKENS.medicalQuestionnaires, journeys.medicalQuestionnaires],
      [TOKENS.mqOneTap, journeys.mqOneTap],
      [TOKENS.cat, journeys.cat],
      [TOKENS.signUp, journeys.signUp],
      [TOKENS.passwordReset, journeys.passwordReset],
      [TOKENS.initialSetupFlow, journeys.initialSetupFlow],
      [TOKENS.account, journeys.account],
    ]);
    // Mammography uploads: one core queue per encounter over the on-demand upload adapters.
    container.bind(
      TOKENS.mammoUploads,
      createMammoUploads({
        load: options.ports.mammoUploadAdapters,
        api: journeys.api,
        baseUrl: options.config.platformUrl,
        authorization: () => journeys.http.currentBearer(),
        clock: options.ports.clock,
        logger: options.ports.logger,
        authStatus$: session.auth.state$,
      }),
    );
  };
