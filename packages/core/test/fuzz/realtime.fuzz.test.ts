// Boundary fuzz: hub pushes. Every pushed target of both hubs, and the watch answers,
// through RealtimeService over FakeHubConnection, fed valid, mutated and hostile payloads in any
// order. The stores keep their invariants: the lists stay sorted by created, ids unique, loaded
// once watched; every failure is reported: each payload that fails HUB_PAYLOAD_SCHEMAS is
// logged as a dropped malformed payload; and no throw escapes a push.
import fc from 'fast-check';
import { BehaviorSubject } from 'rxjs';
import type { Struct } from 'superstruct';
import { afterAll, describe, expect, it } from 'vitest';
import { compareByCreated } from '../../src/encounters';
import {
  ENCOUNTERS_HUB,
  HUB_LOG_MESSAGES,
  TASK_NOTES_HUB,
  createRealtimeService,
  SIGNED_OUT_REALTIME_SESSION,
  type RealtimeSession,
} from '../../src/realtime';
import { ENTITY_EXAMPLES, HUB_PAYLOAD_SCHEMAS, validatePayload } from '../../src/schemas';
import {
  FakeClock,
  FakeHubConnectionFactory,
  RecordingLogger,
  flushPromises,
  type FakeHubConnection,
} from '../../src/testing';
import {
  countInput,
  fuzzAsync,
  hostileValue,
  mutated,
  prototypePolluted,
  writeFuzzFigures,
} from './fuzzFigures';

const IDS = ['a', 'b', 'c', '__proto__', 'constructor'];
const created = fc
  .date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2030-01-01T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());

const validTask = fc
  .record({ id: fc.constantFrom(...IDS), created })
  .map((fields) => ({ ...ENTITY_EXAMPLES.Task, ...fields }));
const validEncounter = fc
  .record({ id: fc.constantFrom(...IDS), created })
  .map((fields) => ({ ...ENTITY_EXAMPLES.Encounter, ...fields }));
const validNote = fc
  .record({
    id: fc.constantFrom(...IDS),
    taskId: fc.constantFrom(...IDS),
    task: fc.option(validTask, { nil: null }),
  })
  .map((fields) => ({ ...ENTITY_EXAMPLES.TaskNote, ...fields }));

const validMessage = fc
  .record({ id: fc.constantFrom(...IDS), created })
  .map((fields) => ({ ...ENTITY_EXAMPLES.Message, ...fields }));

const payloadOf = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 2, arbitrary: valid.chain((value) => mutated(value)) },
    { weight: 2, arbitrary: hostileValue },
  );

/** Every pushed target, with the schema its payload must match. */
const PUSHES = [
  {
    hub: 'tasks',
    event: TASK_NOTES_HUB.push.updateNote,
    schema: HUB_PAYLOAD_SCHEMAS.taskNote,
    payload: payloadOf(validNote),
  },
  {
    hub: 'tasks',
    event: TASK_NOTES_HUB.push.setDone,
    schema: HUB_PAYLOAD_SCHEMAS.taskNote,
    payload: payloadOf(validNote),
  },
  {
    hub: 'tasks',
    event: TASK_NOTES_HUB.push.setDeleted,
    schema: HUB_PAYLOAD_SCHEMAS.taskNote,
    payload: payloadOf(validNote),
  },
  {
    hub: 'tasks',
    event: TASK_NOTES_HUB.push.watchReturn,
    schema: HUB_PAYLOAD_SCHEMAS.taskWatchState,
    payload: payloadOf(fc.array(validTask, { maxLength: 6 }).map((tasks) => ({ tasks }))),
  },
  {
    hub: 'tasks',
    event: TASK_NOTES_HUB.push.updateMessage,
    schema: HUB_PAYLOAD_SCHEMAS.messageUpdate,
    payload: payloadOf(validMessage),
  },
  {
    hub: 'encounters',
    event: ENCOUNTERS_HUB.push.updateEncounter,
    schema: HUB_PAYLOAD_SCHEMAS.encounterUpdate,
    payload: payloadOf(validEncounter),
  },
] as const;

const push = fc.oneof(
  ...PUSHES.map((target, index) => target.payload.map((payload) => ({ index, payload }))),
);
const watchAnswers = fc.record({
  tasks: payloadOf(fc.array(validTask, { maxLength: 6 }).map((tasks) => ({ tasks }))),
  encounters: payloadOf(
    fc.array(validEncounter, { maxLength: 6 }).map((encounters) => ({ encounters })),
  ),
});

function expectListInvariants(items: readonly { id: string; created: string }[]): void {
  const ids = items.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (let i = 1; i < items.length; i++)
    expect(compareByCreated(items[i - 1]!, items[i]!)).toBeLessThanOrEqual(0);
}

describe('fuzz: hub pushes through RealtimeService', () => {
  afterAll(() => writeFuzzFigures('hubs'));

  it('covers every pushed target of both hubs', () => {
    const events = PUSHES.map((target) => target.event).sort();
    expect(events).toEqual(
      [...Object.values(TASK_NOTES_HUB.push), ...Object.values(ENCOUNTERS_HUB.push)].sort(),
    );
  });

  it('any watch answers and any pushes: lists sorted by created, ids unique, malformed ones logged', async () => {
    await fuzzAsync(
      'hubs:watch answers',
      [watchAnswers, fc.array(push, { maxLength: 12 })],
      async (answers, pushes) => {
        const clock = new FakeClock();
        const logger = new RecordingLogger();
        const factory = new FakeHubConnectionFactory({ clock });
        factory
          .handle(TASK_NOTES_HUB.invoke.watch, () => answers.tasks)
          .handle(TASK_NOTES_HUB.invoke.unwatch, () => null)
          .handle(ENCOUNTERS_HUB.invoke.watch, () => answers.encounters)
          .handle(ENCOUNTERS_HUB.invoke.unwatch, () => null);
        const session$ = new BehaviorSubject<RealtimeSession>(SIGNED_OUT_REALTIME_SESSION);
        const service = createRealtimeService({
          apiBaseUrl: 'https://api.scanwise.test',
          hubFactory: factory,
          clock,
          logger,
          accessToken: () => 'token',
          session$,
        });
        try {
          session$.next({ signedIn: true, termsOfServiceAccepted: true, tokenValid: () => true });
          await flushPromises();
          const hubs = {
            tasks: factory.connectionTo(TASK_NOTES_HUB.path) as FakeHubConnection,
            encounters: factory.connectionTo(ENCOUNTERS_HUB.path) as FakeHubConnection,
          };
          const malformed = (): number =>
            logger.entries.filter((entry) => entry.message === HUB_LOG_MESSAGES.malformedPayload)
              .length;
          const answersMalformed =
            Number(!validatePayload(HUB_PAYLOAD_SCHEMAS.taskWatchState, answers.tasks).ok) +
            Number(
              !validatePayload(HUB_PAYLOAD_SCHEMAS.encounterWatchState, answers.encounters).ok,
            );
          expect(malformed()).toBe(answersMalformed);
          for (const { index, payload } of pushes) {
            const target = PUSHES[index]!;
            countInput(`hubs:${target.event}`);
            const before = malformed();
            expect(() => hubs[target.hub].serverPush(target.event, payload)).not.toThrow();
            await flushPromises();
            expect(malformed() - before).toBe(
              validatePayload(target.schema as Struct<unknown, unknown>, payload).ok ? 0 : 1,
            );
            expectListInvariants(service.tasks.getSnapshot().tasks);
            expectListInvariants(service.encounters.getSnapshot().encounters);
          }
          expect(prototypePolluted()).toBe(false);
        } finally {
          await service.dispose();
        }
      },
    );
  });
});
