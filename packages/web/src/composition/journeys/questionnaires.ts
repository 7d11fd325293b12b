import { createQuestionnaireServices } from '@scanwise/core';
import { memberDataOf } from '../memberDataBindings';
import type { JourneyPorts } from '../scanwisePorts';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';
import { mqOneTapOf } from './mqConfirm';

/** The medical questionnaire (signed in): over the member's data and the one-tap answer. */
export const bindQuestionnairesOver =
  (journeyPorts: Pick<JourneyPorts, 'hubs'>): BindJourneyServices =>
  (container, session, options) => {
    if (container.inversify.isBound(TOKENS.medicalQuestionnaires)) return;
    const memberData = memberDataOf(container, session, options, journeyPorts);
    const mqOneTap = mqOneTapOf(container, session, options);
    const core = coreOptionsFor(options);
    const { medicalQuestionnaires } = createQuestionnaireServices(
      session,
      { ...core, ports: { ...core.ports, hubs: journeyPorts.hubs } },
      { calls: memberData, memberData, mqOneTap },
    );
    bindEach(container, [[TOKENS.medicalQuestionnaires, medicalQuestionnaires]]);
  };

/** The group's binding as main.tsx loads it, over the journeys' ports. */
export const bindGroup: GroupBinding = bindQuestionnairesOver;
