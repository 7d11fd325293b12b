import { bindAccount } from './journeys/account';
import { bindBookingOver } from './journeys/booking';
import { bindCat } from './journeys/cat';
import { bindInitialSetup } from './journeys/initialSetup';
import { bindMammoUploads } from './journeys/mammoUploads';
import { bindHomeOverviewOver } from './homeOverviewBindings';
import { bindMemberCalls } from './journeys/memberCalls';
import { bindMqConfirm } from './journeys/mqConfirm';
import { bindOffers } from './journeys/offers';
import { bindPasswordReset } from './journeys/passwordReset';
import { bindPaymentOver } from './journeys/payment';
import { bindQuestionnairesOver } from './journeys/questionnaires';
import { bindScheduleActions } from './journeys/scheduleActions';
import { bindSignUp } from './journeys/signUp';
import { bindViewer } from './journeys/viewer';
import { bindMemberDataServicesOver } from './memberDataBindings';
import type { JourneyPorts } from './scanwisePorts';
import type { ServiceGroup } from './serviceGroups';
import type { BindJourneyServices } from './servicesLoader';

/** Each group's binding over the journeys' own ports (hubs, card payment). */
export function groupBindingsOver(
  journeyPorts: JourneyPorts,
): Readonly<Record<ServiceGroup, BindJourneyServices>> {
  return {
    memberCalls: bindMemberCalls,
    memberData: bindMemberDataServicesOver(journeyPorts),
    home: bindHomeOverviewOver(journeyPorts),
    passwordReset: bindPasswordReset,
    signUp: bindSignUp,
    initialSetup: bindInitialSetup,
    offers: bindOffers,
    cat: bindCat,
    mqConfirm: bindMqConfirm,
    booking: bindBookingOver(journeyPorts),
    payment: bindPaymentOver(journeyPorts),
    scheduleActions: bindScheduleActions,
    questionnaires: bindQuestionnairesOver(journeyPorts),
    viewer: bindViewer,
    account: bindAccount,
    mammoUploads: bindMammoUploads,
  };
}

/**
 * Every group's services at once (the member's data, each journey's), each bound once: what
 * tests, stories and hosts without a first-page budget bind (container.ts). The browser loads
 * each group on its own instead (main.tsx, composition/journeys).
 */
export const bindJourneyServicesOver =
  (journeyPorts: JourneyPorts): BindJourneyServices =>
  (container, session, options) => {
    for (const bind of Object.values(groupBindingsOver(journeyPorts))) {
      bind(container, session, options);
    }
  };
