import { describe, expect, it } from 'vitest';
import { createScanwiseCore } from '../app';
import { CONSTANTS, MINUTE } from '../config';
import { ENCOUNTERS_HUB, TASK_NOTES_HUB } from '../realtime';
import { ENTITY_EXAMPLES } from '../schemas';
import {
  FakeCardPayment,
  FakeClock,
  FakeHttp,
  FakeHubConnectionFactory,
  FakeIdentity,
  RecordingLogger,
  createMemoryStoragePorts,
  flushPromises,
} from '../testing';
import { MEDICAL_QUESTIONNAIRE_DRAFT_KEY_PREFIX } from './medicalQuestionnaireDraft';
import { MEDICAL_QUESTIONNAIRE_REVIEW_STEP } from './medicalQuestionnaireSession';

const EMAIL = 'demo@example.com';
const PASSWORD = 'Demo-password-1';
const MEMBER = { ...ENTITY_EXAMPLES.Member, email: EMAIL };
const COMPLETE_ANSWERS: Readonly<Record<string, string>> = {
  height: '168',
  weight: '64',
  pacemaker: 'no',
  metalImplants: 'no',
  metalFragments: 'no',
  pregnant: 'no',
  breastfeeding: 'no',
  claustrophobia: 'none',
  lieStill: 'yes',
  kidneyDisease: 'no',
  diabetes: 'no',
  contrastReaction: 'no',
  previousCancer: 'no',
  takesMedication: 'no',
};
const TASK = { ...ENTITY_EXAMPLES.Task, id: 'tsk_mq', encounterId: 'enc_1', done: false };

describe('createScanwiseCore: the medical questionnaire wired over the ports', () => {
  it('opens on the flow store, sends through myscanwiseComplete, then the flow is answered', async () => {
    const clock = new FakeClock();
    const storage = createMemoryStoragePorts();
    const sent: unknown[][] = [];
    const hubs = new FakeHubConnectionFactory({
      clock,
      reconnectDelays: CONSTANTS.hubReconnectDelays,
    })
      .handle(TASK_NOTES_HUB.invoke.watch, () => ({ tasks: [TASK] }))
      .handle(TASK_NOTES_HUB.invoke.unwatch, () => undefined)
      .handle(TASK_NOTES_HUB.invoke.complete, (...args: unknown[]) => {
        sent.push(args);
        return { ...TASK, done: true };
      })
      .handle(ENCOUNTERS_HUB.invoke.watch, () => ({ encounters: [] }))
      .handle(ENCOUNTERS_HUB.invoke.unwatch, () => undefined);
    const core = createScanwiseCore({
      ports: {
        clock,
        logger: new RecordingLogger(),
        storage,
        http: new FakeHttp().on('GET', '/members', { body: MEMBER }),
        identity: new FakeIdentity({
          clock,
          accessTokenLifetimeMs: 60 * MINUTE,
          accounts: [{ username: EMAIL, password: PASSWORD, profile: { sub: MEMBER.id } }],
        }),
        hubs,
        payment: new FakeCardPayment(),
      },
      config: { apiBaseUrl: 'https://api.scanwise.test', environment: 'test' },
    });
    await core.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();

    const session = core.medicalQuestionnaires.session(MEMBER.id, 'enc_1');
    session.enterFlow();
    expect(core.flow.getSnapshot()).toMatchObject({ active: true, data: { encounterId: 'enc_1' } });
    for (const [id, value] of Object.entries(COMPLETE_ANSWERS)) session.answer(id, value);
    clock.advance(1000);
    const draftKeys = (): string[] =>
      storage.local.keys().filter((key) => key.startsWith(MEDICAL_QUESTIONNAIRE_DRAFT_KEY_PREFIX));
    expect(draftKeys()).toHaveLength(1);
    session.goToStep(MEDICAL_QUESTIONNAIRE_REVIEW_STEP);
    expect(await session.submit(TASK)).toBe(true);
    expect(sent).toHaveLength(1);
    const [payload, type] = sent[0] ?? [];
    expect(type).toBe(TASK_NOTES_HUB.completeType);
    expect(payload).toMatchObject({
      id: 'tsk_mq',
      encounterId: 'enc_1',
      data: { questionnaire: 'MEDICAL_QUESTIONNAIRE', answers: COMPLETE_ANSWERS },
    });
    expect(core.flow.getSnapshot().answered).toBe(true);
    expect(draftKeys()).toEqual([]);
    core.dispose();
  });
});
