import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CONSTANTS } from '../config';
import { createFlowStore } from '../flow';
import { FakeClock, MemoryStorage, RecordingLogger, flushPromises } from '../testing';
import {
  MEDICAL_QUESTIONNAIRE_SECTIONS,
  MEDICAL_QUESTIONS,
  keepShownMedicalAnswers,
  knownMedicalAnswers,
  type MedicalQuestionnaireAnswers,
  shownMedicalMeasurement,
  withMeasurementEntry,
} from './medicalQuestionnaireDefinition';
import type { MeasurementEntry } from '../measurement';
import {
  MEDICAL_QUESTIONNAIRE_DRAFT_MAX_AGE_MS,
  MedicalQuestionnaireDraftStore,
  medicalQuestionnaireDraftKey,
} from './medicalQuestionnaireDraft';
import {
  MEDICAL_QUESTIONNAIRE_REVIEW_STEP,
  MedicalQuestionnaireSession,
  MedicalQuestionnaires,
} from './medicalQuestionnaireSession';
import {
  firstInvalidMedicalSection,
  medicalQuestionnaireProgress,
  validateMedicalAnswer,
  validateMedicalSection,
} from './medicalQuestionnaireValidation';
import { createMqOneTapStore, parseMqConfirmQuery } from './mqConfirm';

/** A complete, valid set of answers (no follow-ups triggered). */
const COMPLETE_ANSWERS: MedicalQuestionnaireAnswers = {
  height: '167.6',
  weight: '68',
  pacemaker: 'no',
  metalImplants: 'no',
  metalFragments: 'no',
  pregnant: 'notApplicable',
  breastfeeding: 'no',
  claustrophobia: 'mild',
  lieStill: 'yes',
  kidneyDisease: 'no',
  diabetes: 'no',
  contrastReaction: 'no',
  previousCancer: 'no',
  takesMedication: 'no',
};

const question = (id: string) => {
  const found = MEDICAL_QUESTIONS.get(id);
  if (!found) throw new Error(id);
  return found;
};

describe('medical questionnaire: the questions as data', () => {
  it('covers the pre-scan safety topics, in six sections, with unique ids', () => {
    expect(MEDICAL_QUESTIONNAIRE_SECTIONS.map((s) => s.id)).toEqual([
      'body',
      'implants',
      'pregnancy',
      'comfort',
      'kidneys',
      'history',
    ]);
    const ids = MEDICAL_QUESTIONNAIRE_SECTIONS.flatMap((s) => s.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'height',
      'weight',
      'pacemaker',
      'metalImplants',
      'pregnant',
      'claustrophobia',
      'kidneyDisease',
      'contrastReaction',
      'previousCancer',
      'medicationList',
    ]) {
      expect(MEDICAL_QUESTIONS.has(id)).toBe(true);
    }
  });

  it('asks for details only after a yes, and does not send hidden follow-ups', () => {
    const implants = MEDICAL_QUESTIONNAIRE_SECTIONS[1]!;
    expect(validateMedicalSection(implants, { ...COMPLETE_ANSWERS })).toEqual({});
    const yes = { ...COMPLETE_ANSWERS, metalImplants: 'yes' };
    expect(validateMedicalSection(implants, yes)).toEqual({
      metalImplantsDetails: { code: 'required' },
    });
    const flipped = { ...yes, metalImplantsDetails: 'Hip replacement 2019', metalImplants: 'no' };
    expect(keepShownMedicalAnswers(flipped)).not.toHaveProperty('metalImplantsDetails');
    // The typed details stay in the draft: a yes again brings them back.
    expect(knownMedicalAnswers(flipped)).toHaveProperty('metalImplantsDetails');
  });
});

describe('medical questionnaire: validation', () => {
  it('required, height and weight in range whatever the units typed, text length, options', () => {
    const height = question('height');
    const typed = (entry: MeasurementEntry): MedicalQuestionnaireAnswers =>
      withMeasurementEntry({}, height, entry);
    expect(validateMedicalAnswer(height, {})).toEqual({ code: 'required' });
    expect(validateMedicalAnswer(height, typed({ unit: 'ftIn', parts: ['', ''] }))).toEqual({
      code: 'required',
    });
    expect(validateMedicalAnswer(height, typed({ unit: 'ftIn', parts: ['5', 'ten'] }))).toEqual({
      code: 'notANumber',
    });
    expect(validateMedicalAnswer(height, { height: 'tall' })).toEqual({ code: 'notANumber' });
    // The range is one definition in cm: 9 ft is out of it, whatever units said it.
    expect(validateMedicalAnswer(height, typed({ unit: 'ftIn', parts: ['9', '0'] }))).toEqual({
      code: 'outOfRange',
      min: 90,
      max: 245,
      unit: 'cm',
    });
    expect(validateMedicalAnswer(height, typed({ unit: 'ftIn', parts: ['5', '10'] }))).toBe(
      undefined,
    );
    expect(validateMedicalAnswer(height, typed({ unit: 'cm', parts: ['170,5'] }))).toBeUndefined();
    const weight = question('weight');
    expect(
      validateMedicalAnswer(
        weight,
        withMeasurementEntry({}, weight, { unit: 'kg', parts: ['500'] }),
      ),
    ).toEqual({ code: 'outOfRange', min: 27, max: 320, unit: 'kg' });
    expect(
      validateMedicalAnswer(
        weight,
        withMeasurementEntry({}, weight, { unit: 'stLb', parts: ['11', '4'] }),
      ),
    ).toBeUndefined();
    expect(validateMedicalAnswer(question('allergies'), {})).toBeUndefined();
    expect(validateMedicalAnswer(question('allergies'), { allergies: 'x'.repeat(501) })).toEqual({
      code: 'tooLong',
      max: 500,
    });
    expect(validateMedicalAnswer(question('pregnant'), { pregnant: 'maybe' })).toEqual({
      code: 'notAnOption',
    });
  });

  it('progress counts the questions to answer; all answered is complete', () => {
    expect(medicalQuestionnaireProgress({})).toEqual({ answered: 0, total: 14 });
    expect(medicalQuestionnaireProgress(COMPLETE_ANSWERS)).toEqual({ answered: 14, total: 14 });
    expect(medicalQuestionnaireProgress({ ...COMPLETE_ANSWERS, previousCancer: 'yes' })).toEqual({
      answered: 14,
      total: 15,
    });
    expect(firstInvalidMedicalSection(COMPLETE_ANSWERS)).toBe(-1);
    expect(firstInvalidMedicalSection({ ...COMPLETE_ANSWERS, lieStill: '' })).toBe(3);
  });

  it('property: any answers whatsoever never throw, progress stays within its total', () => {
    const ids = [...MEDICAL_QUESTIONS.keys(), '__proto__', 'constructor', 'x'];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ids), fc.string()), (raw) => {
        const answers = knownMedicalAnswers(raw);
        const progress = medicalQuestionnaireProgress(answers);
        expect(progress.answered).toBeLessThanOrEqual(progress.total);
        for (const section of MEDICAL_QUESTIONNAIRE_SECTIONS)
          validateMedicalSection(section, answers);
        for (const [id, value] of Object.entries(answers)) {
          const options = MEDICAL_QUESTIONS.get(id)?.options;
          if (options) expect(options).toContain(value);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('medical questionnaire: the draft in local storage', () => {
  const clock = new FakeClock();
  const draftOf = (storage: MemoryStorage, logger?: RecordingLogger) =>
    new MedicalQuestionnaireDraftStore({
      storage,
      memberId: 'mem_1',
      encounterId: 'enc_1',
      logger,
      now: () => clock.now(),
    });

  it('keeps one entry per member and encounter, versioned', () => {
    const storage = new MemoryStorage();
    draftOf(storage).write({ answers: { pacemaker: 'no' }, step: 2, savedAt: clock.now() });
    const raw = storage.getItem(medicalQuestionnaireDraftKey('mem_1', 'enc_1'));
    expect(JSON.parse(raw!)).toMatchObject({ version: 1, questionnaireVersion: 2, step: 2 });
    expect(draftOf(storage).read()).toEqual({
      answers: { pacemaker: 'no' },
      step: 2,
      savedAt: clock.now(),
    });
  });

  it.each([
    ['not JSON', '{oops'],
    [
      'invalid',
      JSON.stringify({ version: 1, questionnaireVersion: 1, answers: [], step: 0, savedAt: 0 }),
    ],
    [
      'another version',
      JSON.stringify({ version: 9, questionnaireVersion: 1, answers: {}, step: 0, savedAt: 0 }),
    ],
    [
      'too old',
      JSON.stringify({
        version: 1,
        questionnaireVersion: 1,
        answers: {},
        step: 0,
        savedAt: Date.UTC(2025, 0, 1),
      }),
    ],
  ])('discards a draft that is %s, with a log line and no value in it', (reason, raw) => {
    const storage = new MemoryStorage({ [medicalQuestionnaireDraftKey('mem_1', 'enc_1')]: raw });
    const logger = new RecordingLogger();
    expect(draftOf(storage, logger).read()).toBeUndefined();
    expect(logger.messages('warn')).toEqual(['Stored medical questionnaire draft discarded']);
    expect(logger.entries[0]?.context).toMatchObject({ reason });
    expect(storage.keys()).toEqual([]);
  });

  it('drops answers to questions that no longer exist or options that are gone', () => {
    const storage = new MemoryStorage({
      [medicalQuestionnaireDraftKey('mem_1', 'enc_1')]: JSON.stringify({
        version: 1,
        questionnaireVersion: 0,
        answers: { pacemaker: 'no', oldQuestion: 'yes', pregnant: 'perhaps' },
        step: 99,
        savedAt: clock.now() - MEDICAL_QUESTIONNAIRE_DRAFT_MAX_AGE_MS,
      }),
    });
    expect(draftOf(storage).read()).toMatchObject({
      answers: { pacemaker: 'no' },
      step: MEDICAL_QUESTIONNAIRE_REVIEW_STEP,
    });
  });

  it('a draft of the first version, whose height was inches or centimetres, asks height and weight again', () => {
    const storage = new MemoryStorage({
      [medicalQuestionnaireDraftKey('mem_1', 'enc_1')]: JSON.stringify({
        version: 1,
        questionnaireVersion: 1,
        answers: { units: 'us', height: '66', weight: '150', pacemaker: 'no' },
        step: 1,
        savedAt: clock.now(),
      }),
    });
    expect(draftOf(storage).read()?.answers).toEqual({ pacemaker: 'no' });
  });

  it('property: whatever is stored, reading never throws and gives a valid draft or none', () => {
    const storage = new MemoryStorage();
    const store = draftOf(storage);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc
            .record({
              version: fc.oneof(fc.constant(1), fc.integer()),
              questionnaireVersion: fc.integer(),
              answers: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
              step: fc.integer(),
              savedAt: fc.oneof(fc.constant(clock.now()), fc.double()),
            })
            .map((value) => JSON.stringify(value)),
        ),
        (raw) => {
          storage.setItem(store.key, raw);
          const draft = store.read();
          if (draft !== undefined) {
            expect(draft.step).toBeGreaterThanOrEqual(0);
            expect(draft.step).toBeLessThanOrEqual(MEDICAL_QUESTIONNAIRE_REVIEW_STEP);
            expect(knownMedicalAnswers(draft.answers)).toEqual(draft.answers);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

function openSession(
  overrides: {
    storage?: MemoryStorage;
    clock?: FakeClock;
    completeTask?: (task: unknown, data: unknown) => Promise<unknown>;
    logger?: RecordingLogger;
  } = {},
) {
  const storage = overrides.storage ?? new MemoryStorage();
  const clock = overrides.clock ?? new FakeClock();
  const session = new MedicalQuestionnaireSession({
    memberId: 'mem_1',
    encounterId: 'enc_1',
    storage,
    clock,
    logger: overrides.logger,
    completeTask: overrides.completeTask ?? (() => Promise.resolve(undefined)),
  });
  return { session, storage, clock };
}

describe('MedicalQuestionnaireSession', () => {
  it('saves 1 s after the last answer ("Default debounce 1 s"), and resumes after a reload', () => {
    const { session, storage, clock } = openSession();
    session.answerMeasurement('height', { unit: 'cm', parts: ['17'] });
    clock.advance(500);
    session.answerMeasurement('height', { unit: 'cm', parts: ['172'] });
    expect(session.getSnapshot().save).toBe('pending');
    clock.advance(CONSTANTS.defaultDebounce - 1);
    expect(storage.keys()).toEqual([]);
    clock.advance(1);
    expect(session.getSnapshot()).toMatchObject({ save: 'saved', savedAt: clock.now() });
    const reloaded = openSession({ storage, clock }).session.getSnapshot();
    expect(reloaded).toMatchObject({
      resumed: true,
      answers: { height: '172', 'height.entry': '{"unit":"cm","parts":["172"]}' },
      step: 0,
    });
  });

  it('keeps height and weight in cm and kg, whatever units the member types them in', () => {
    const { session } = openSession();
    session.answerMeasurement('height', { unit: 'ftIn', parts: ['5', '10'] });
    session.answerMeasurement('weight', { unit: 'stLb', parts: ['11', '4'] });
    expect(session.getSnapshot().answers).toMatchObject({ height: '177.8', weight: '71.7' });
    // Switching units shows the same value; the stored one does not move.
    session.switchMeasurementUnit('height', 'cm');
    session.switchMeasurementUnit('weight', 'lb');
    expect(session.getSnapshot().answers).toMatchObject({
      height: '177.8',
      'height.entry': '{"unit":"cm","parts":["177.8"]}',
      weight: '71.7',
      'weight.entry': '{"unit":"lb","parts":["158"]}',
    });
    session.switchMeasurementUnit('weight', 'stLb');
    expect(session.getSnapshot().answers['weight.entry']).toBe(
      '{"unit":"stLb","parts":["11","4"]}',
    );
    // Boxes that held no number start empty in the new units.
    session.answerMeasurement('height', { unit: 'cm', parts: ['tall'] });
    session.switchMeasurementUnit('height', 'ftIn');
    expect(session.getSnapshot().answers).toMatchObject({
      height: '',
      'height.entry': '{"unit":"ftIn","parts":["",""]}',
    });
  });

  it('Continue checks the section, shows its issues, clears each once fixed', () => {
    const { session } = openSession();
    expect(session.next()).toBe(false);
    expect(Object.keys(session.getSnapshot().issues)).toEqual(['height', 'weight']);
    session.answerMeasurement('height', { unit: 'ftIn', parts: ['12', '0'] });
    expect(session.getSnapshot().issues['height']).toMatchObject({ code: 'outOfRange' });
    session.answerMeasurement('height', { unit: 'ftIn', parts: ['5', '10'] });
    expect(Object.keys(session.getSnapshot().issues)).toEqual(['weight']);
    session.answerMeasurement('weight', { unit: 'lb', parts: ['160'] });
    expect(session.next()).toBe(true);
    expect(session.getSnapshot()).toMatchObject({ step: 1, issues: {}, save: 'saved' });
    session.back();
    expect(session.getSnapshot().step).toBe(0);
  });

  it('a failed save says so (storage full) and keeps the answers in memory', () => {
    const storage = new MemoryStorage();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const logger = new RecordingLogger();
    const { session } = openSession({ storage, logger });
    session.answer('pacemaker', 'no');
    session.saveNow();
    expect(session.getSnapshot()).toMatchObject({ save: 'failed', answers: { pacemaker: 'no' } });
    expect(logger.messages('warn')).toEqual(['Medical questionnaire draft could not be stored']);
  });

  it('submit completes the task with the shown answers, removes the draft, marks the flow', async () => {
    const completeTask = vi.fn(() => Promise.resolve({ done: true }));
    const storage = new MemoryStorage();
    const flow = createFlowStore({ storage: new MemoryStorage() });
    const session = new MedicalQuestionnaireSession({
      memberId: 'mem_1',
      encounterId: 'enc_1',
      storage,
      clock: new FakeClock(),
      completeTask,
      flow,
    });
    expect(flow.getSnapshot().active).toBe(false); // creating the session writes no store
    session.enterFlow();
    expect(flow.getSnapshot()).toMatchObject({ active: true, data: { encounterId: 'enc_1' } });
    for (const [id, value] of Object.entries(COMPLETE_ANSWERS)) session.answer(id, value);
    session.answer('metalImplantsDetails', 'typed then hidden');
    // Typed in feet and inches and in pounds: sent in cm and kg, without what was typed.
    session.answerMeasurement('height', { unit: 'ftIn', parts: ['5', '6'] });
    session.answerMeasurement('weight', { unit: 'lb', parts: ['150'] });
    session.goToStep(MEDICAL_QUESTIONNAIRE_REVIEW_STEP);
    expect(await session.submit({ id: 'tsk_1', encounterId: 'enc_1' })).toBe(true);
    expect(completeTask).toHaveBeenCalledWith(
      { id: 'tsk_1', encounterId: 'enc_1' },
      {
        questionnaire: 'MEDICAL_QUESTIONNAIRE',
        version: 2,
        encounterId: 'enc_1',
        answers: COMPLETE_ANSWERS,
      },
    );
    expect(session.getSnapshot().submit).toBe('done');
    expect(storage.keys()).toEqual([]);
    expect(flow.getSnapshot().answered).toBe(true);
  });

  it('submit with a missing answer shows the first section with an issue, sends nothing', async () => {
    const completeTask = vi.fn(() => Promise.resolve());
    const { session } = openSession({ completeTask });
    for (const [id, value] of Object.entries(COMPLETE_ANSWERS)) session.answer(id, value);
    session.answer('diabetes', '');
    session.goToStep(MEDICAL_QUESTIONNAIRE_REVIEW_STEP);
    expect(await session.submit({ id: 'tsk_1' })).toBe(false);
    expect(session.getSnapshot()).toMatchObject({
      step: 4,
      issues: { diabetes: { code: 'required' } },
    });
    expect(completeTask).not.toHaveBeenCalled();
  });

  it('a refused completion keeps everything for a retry, logged', async () => {
    const logger = new RecordingLogger();
    let fail = true;
    const { session, storage } = openSession({
      logger,
      completeTask: () =>
        fail ? Promise.reject(new Error('Hub not connected')) : Promise.resolve(),
    });
    for (const [id, value] of Object.entries(COMPLETE_ANSWERS)) session.answer(id, value);
    expect(await session.submit({ id: 'tsk_1' })).toBe(false);
    expect(session.getSnapshot().submit).toBe('failed');
    expect(logger.messages('warn')).toContain('Medical questionnaire could not be sent');
    expect(storage.keys()).toHaveLength(1);
    fail = false;
    expect(await session.submit({ id: 'tsk_1' })).toBe(true);
  });

  it('applies a confirmed one-tap answer of its encounter once, unless already answered', async () => {
    const oneTap = createMqOneTapStore({ storage: new MemoryStorage() });
    oneTap.remember({ encounterId: 'enc_1', questionId: 'metalImplants', answer: 'no' });
    const clock = new FakeClock();
    const sessions = new MedicalQuestionnaires({
      storage: new MemoryStorage(),
      clock,
      completeTask: () => Promise.resolve(),
      oneTap,
    });
    const session = sessions.session('mem_1', 'enc_1');
    expect(sessions.session('mem_1', 'enc_1')).toBe(session);
    expect(session.getSnapshot()).toMatchObject({
      appliedOneTap: 'metalImplants',
      answers: { metalImplants: 'no' },
    });
    expect(oneTap.getSnapshot().pending).toBeNull();
    clock.advance(1000);
    sessions.close(session);
    await flushPromises();
    const again = sessions.session('mem_1', 'enc_1');
    expect(again).not.toBe(session);
    expect(again.getSnapshot()).toMatchObject({ resumed: true, appliedOneTap: null });
  });
});

describe('/mq/confirm: "Reads query token and value"', () => {
  it('reads the encounter from the token and a top-level answer from the value', () => {
    expect(
      parseMqConfirmQuery({ token: 'enc_demo_3.AbCdEf12_-', value: 'metalImplants:no' }),
    ).toEqual({
      ok: true,
      value: { encounterId: 'enc_demo_3', questionId: 'metalImplants', answer: 'no' },
    });
    expect(parseMqConfirmQuery({})).toEqual({ ok: false, reason: 'missing' });
    for (const query of [
      { token: 'enc_1.short', value: 'metalImplants:no' },
      { token: 'nodot', value: 'metalImplants:no' },
      { token: 'enc_1.AbCdEf1234', value: 'metalImplants:maybe' },
      { token: 'enc_1.AbCdEf1234', value: 'metalImplantsDetails:no' },
      { token: 'enc_1.AbCdEf1234', value: '__proto__:yes' },
      { token: 'enc_1.AbCdEf1234' },
    ]) {
      expect(parseMqConfirmQuery(query)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('property: hostile query text never throws', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (token, value) => {
        const result = parseMqConfirmQuery({
          token: token ?? undefined,
          value: value ?? undefined,
        });
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});

describe('medical questionnaire: the boxes a height or weight shows', () => {
  const height = MEDICAL_QUESTIONS.get('height')!;
  const weight = MEDICAL_QUESTIONS.get('weight')!;

  it("start empty in the locale's units: feet and inches, pounds (en-us); cm and kg (en-gb)", () => {
    expect(shownMedicalMeasurement(height, {}, 'en-us')).toEqual({ unit: 'ftIn', parts: ['', ''] });
    expect(shownMedicalMeasurement(weight, {}, 'en-us')).toEqual({ unit: 'lb', parts: [''] });
    expect(shownMedicalMeasurement(height, {}, 'en-gb')).toEqual({ unit: 'cm', parts: [''] });
    expect(shownMedicalMeasurement(weight, {}, 'en-gb')).toEqual({ unit: 'kg', parts: [''] });
  });

  it('show what was typed, in the units it was typed in, on any locale', () => {
    const answers = withMeasurementEntry({}, weight, { unit: 'stLb', parts: ['11', '4'] });
    expect(shownMedicalMeasurement(weight, answers, 'en-us')).toEqual({
      unit: 'stLb',
      parts: ['11', '4'],
    });
    // A stored value without an entry is shown in the locale's units.
    expect(shownMedicalMeasurement(height, { height: '177.8' }, 'en-us')).toEqual({
      unit: 'ftIn',
      parts: ['5', '10'],
    });
  });
});
