import { nullable, size, string, type as objectType } from 'superstruct';
import {
  createPersistedStateStoreFor,
  persistedStateStoreBasicsOf,
  type PersistedStateStoreBasics,
  type PersistedStoreCallerOptions,
} from '../persistence';
import { EntityIdSchema } from '../schemas';
import { MEDICAL_QUESTIONS } from './medicalQuestionnaireDefinition';

/**
 * `/mq/confirm` ("Reads query token and value"), designed: a reminder e-mail asks one safety
 * question of the questionnaire with one link per answer, e.g.
 * `/mq/confirm?token=enc_123.Sig&value=metalImplants:no`.
 * - `token` is `<encounterId>.<signature>`: the platform signs it; the app reads the encounter
 *   from it and never stores or sends the token (the member's signed-in submit is the proof).
 * - `value` is `<questionId>:<answer>`, a top-level yes/no or choice question and one of its
 *   options.
 * Opening the link answers nothing (mail scanners open links): the member confirms with a tap,
 * then signs in and reviews the answer in the questionnaire before sending it.
 */
export interface MqConfirmAnswer {
  readonly encounterId: string;
  readonly questionId: string;
  readonly answer: string;
}

export type MqConfirmQueryResult =
  | { readonly ok: true; readonly value: MqConfirmAnswer }
  | { readonly ok: false; readonly reason: 'missing' | 'invalid' };

const SIGNATURE = /^[A-Za-z0-9_-]{8,512}$/;

/** Reads the link's query safely; hostile text never throws. */
export function parseMqConfirmQuery(query: {
  readonly token?: string | undefined;
  readonly value?: string | undefined;
}): MqConfirmQueryResult {
  const token = query.token?.trim() ?? '';
  const value = query.value?.trim() ?? '';
  if (token === '' && value === '') return { ok: false, reason: 'missing' };
  const dot = token.lastIndexOf('.');
  const encounterId = dot > 0 ? token.slice(0, dot) : '';
  const signature = dot > 0 ? token.slice(dot + 1) : '';
  if (!SIGNATURE.test(signature) || !EntityIdSchema.is(encounterId)) {
    return { ok: false, reason: 'invalid' };
  }
  const colon = value.indexOf(':');
  const questionId = colon > 0 ? value.slice(0, colon) : '';
  const answer = colon > 0 ? value.slice(colon + 1) : '';
  const question = MEDICAL_QUESTIONS.get(questionId);
  if (
    question === undefined ||
    question.showIf !== undefined ||
    question.options === undefined ||
    !question.options.includes(answer)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, value: { encounterId, questionId, answer } };
}

/** Session-storage key of the confirmed one-tap answer waiting for the questionnaire. */
export const MQ_ONE_TAP_STORAGE_KEY = 'scanwise.mqOneTap';

export interface MqOneTapState {
  readonly pending: MqConfirmAnswer | null;
}

const MqOneTapStateSchema = objectType({
  pending: nullable(
    objectType({
      encounterId: EntityIdSchema,
      questionId: size(string(), 1, 100),
      answer: size(string(), 1, 100),
    }),
  ),
});

export interface MqOneTapStore extends PersistedStateStoreBasics<MqOneTapState> {
  /** Keeps a confirmed answer until the questionnaire of its encounter opens (this tab). */
  readonly remember: (answer: MqConfirmAnswer) => void;
  /** The pending answer for this encounter, removed as it is taken. */
  readonly take: (encounterId: string) => MqConfirmAnswer | undefined;
}

/** `storage`: session storage (the answer crosses a sign-in in the same tab). */
export function createMqOneTapStore(options: PersistedStoreCallerOptions): MqOneTapStore {
  const store = createPersistedStateStoreFor<MqOneTapState>(options, {
    key: MQ_ONE_TAP_STORAGE_KEY,
    version: 1,
    schema: MqOneTapStateSchema,
    defaults: { pending: null },
    label: 'One-tap questionnaire answer',
  });
  return {
    ...persistedStateStoreBasicsOf(store),
    remember: (answer) => {
      store.replace({ pending: { ...answer } });
    },
    take: (encounterId) => {
      const pending = store.getSnapshot().pending;
      if (pending === null || pending.encounterId !== encounterId) return undefined;
      store.reset();
      return pending;
    },
  };
}
