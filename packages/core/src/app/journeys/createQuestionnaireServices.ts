import { MedicalQuestionnaires } from '../../questionnaire';
import type { CreateMemberDataServicesOptions } from '../createMemberDataServices';
import type { SessionCore } from '../createSessionCore';
import { createMqConfirmServices } from './createMqConfirmServices';
import type { Disposable, MadeJourneyParts } from './madeParts';
import { memberDataFor } from './memberDataFor';

/**
 * The medical questionnaire (signed in): one session per member and encounter, drafts in local
 * storage, completed through the hubs; it takes the one-tap answer an /mq/confirm link kept.
 */
export interface QuestionnaireServices extends Disposable {
  readonly medicalQuestionnaires: MedicalQuestionnaires;
}

export function createQuestionnaireServices(
  session: SessionCore,
  options: CreateMemberDataServicesOptions,
  made: Pick<MadeJourneyParts, 'calls' | 'memberData' | 'mqOneTap'> = {},
): QuestionnaireServices {
  const { clock, logger, storage } = options.ports;
  const memberData = memberDataFor(session, options, made);
  const { realtime } = memberData.data;
  const medicalQuestionnaires = new MedicalQuestionnaires({
    storage: storage.local,
    clock,
    logger,
    completeTask: (task, data) => realtime.completeTask(task, data),
    flow: session.flow,
    oneTap: made.mqOneTap ?? createMqConfirmServices(options).mqOneTap,
  });
  return {
    medicalQuestionnaires,
    dispose(): void {
      medicalQuestionnaires.dispose();
      memberData.dispose();
    },
  };
}
