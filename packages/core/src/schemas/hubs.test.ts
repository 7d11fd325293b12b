import { describe, expect, it } from 'vitest';
import { HUB_PAYLOAD_EXAMPLES } from './examples';
import { HUB_PAYLOAD_SCHEMAS, TaskWatchStateSchema, validatePayload } from './index';
import type { AnyPayloadSchema } from './index';

const roles = Object.keys(HUB_PAYLOAD_SCHEMAS) as (keyof typeof HUB_PAYLOAD_SCHEMAS)[];

describe('hub payload schemas', () => {
  it.each(roles)('%s accepts its example', (role) => {
    expect(
      validatePayload(HUB_PAYLOAD_SCHEMAS[role] as AnyPayloadSchema, HUB_PAYLOAD_EXAMPLES[role]).ok,
    ).toBe(true);
  });

  it('"the response is the state to store": a bad task inside fails at its path', () => {
    const state = { tasks: [{ ...HUB_PAYLOAD_EXAMPLES.taskWatchState.tasks[0], done: 'yes' }] };
    expect(validatePayload(TaskWatchStateSchema, state)).toMatchObject({
      ok: false,
      error: { path: ['tasks', '0', 'done'] },
    });
  });
});
