import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Context } from 'hono';
import {
  array,
  boolean,
  enums,
  integer,
  max,
  min,
  number,
  object,
  optional,
  size,
  string,
  unknown,
} from 'superstruct';
import type { Struct } from 'superstruct';
import { ENCOUNTERS_HUB, TASK_NOTES_HUB, validatePayload } from '@scanwise/core';
import type { HubServer } from '../hubs';
import type { Platform } from '../platform/platform';
import type { FaultRuleInput, FaultRules } from './faults';
import type { UploadCutInput, UploadCutRules } from './uploadCuts';

export interface ControlTargets {
  platform: Platform;
  faults: FaultRules;
  /** Cuts of resumable upload connections (absent: the upload controls answer 404). */
  uploadCuts?: UploadCutRules;
  /** The resumable uploads, forgotten with the reset (the platform's ids start over). */
  uploads?: { reset(): void };
  hubs: HubServer;
  identity: { expireTokensOf(sub: string): void; revokeTokensOf(sub: string): Promise<void> };
  /** Browser pages of these origins may call the controls too (CORS with credentials). */
  webOrigins?: readonly string[];
  /** Schedules a real restart of the server (absent: /restart answers 404). */
  restart?: (downMs: number) => void;
}

const UserSchema = object({ user: size(string(), 1, 320) });
const PushSchema = object({
  user: size(string(), 1, 320),
  hub: enums(['tasks', 'encounters']),
  target: size(string(), 1, 200),
  args: optional(array(unknown())),
});
const FaultSchema = object({
  path: size(string(), 1, 2000),
  method: optional(enums(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])),
  latencyMs: optional(max(min(integer(), 0), 120_000)),
  status: optional(max(min(integer(), 200), 599)),
  errorRate: optional(max(min(number(), 0), 1)),
  errorStatus: optional(max(min(integer(), 400), 599)),
  body: optional(unknown()),
  times: optional(min(integer(), 1)),
  hold: optional(boolean()),
});
const CareTeamMessageSchema = object({
  user: size(string(), 1, 320),
  body: size(string(), 1, 10_000),
  threadId: optional(size(string(), 1, 200)),
  subject: optional(size(string(), 1, 200)),
});
const SeedSchema = object({ seed: integer() });
const UploadCutSchema = object({
  afterBytes: min(integer(), 1),
  uploadId: optional(size(string(), 1, 200)),
  times: optional(min(integer(), 1)),
});
const RedirectSchema = object({ enabled: boolean() });
const RestartSchema = object({ downMs: optional(max(min(integer(), 0), 60_000)) });
const AdvanceSchema = object({
  status: enums(['SCANNED', 'REPORT_READY', 'COMPLETED', 'NO_SHOW']),
});

/** Every control endpoint, listed by GET /__control. */
export const CONTROL_ENDPOINTS = [
  'POST /__control/reset: back to the seed; clears faults and upload cuts, forgets uploaded bytes, restarts stopped hubs, redirect off',
  'GET /__control/state: the whole platform state (JSON)',
  'GET /__control/outbox: e-mails the platform sent (reset and setup codes)',
  'POST /__control/hubs/push {user, hub: tasks|encounters, target, args}: push any event',
  'POST /__control/tokens/expire {user}: access tokens stop verifying (refresh still works)',
  'POST /__control/tokens/revoke {user}: grants, refresh and access tokens revoked',
  'GET /__control/faults: the fault rules',
  'POST /__control/faults {path, method?, latencyMs?, status?, errorRate?, errorStatus?, body?, times?, hold?}: path exact, with :name segments, or a prefix ending in *; hold never answers',
  'DELETE /__control/faults: remove every rule; DELETE /__control/faults/:id: one rule',
  'POST /__control/faults/seed {seed}: restart the error-rate draws',
  'GET /__control/faults/stats: {delayed, failed} requests since the process started (for chaos summaries)',
  'POST /__control/messages {user, body, threadId?, subject?}: the care team writes to the member (a reply in threadId, or a new conversation), unread; pushed as UpdateMessage',
  'POST /__control/encounters/:encounterId/advance {status: SCANNED|REPORT_READY|COMPLETED|NO_SHOW}: the clinic side (REPORT_READY releases a report, a task and a message); pushed',
  'POST /__control/uploads/cut {afterBytes, uploadId?, times?}: drop the connection of an upload when its stored bytes reach afterBytes (times connections, default 1)',
  'GET /__control/uploads/cuts: the armed cuts; DELETE /__control/uploads/cuts: disarm them',
  'GET /__control/hubs: connection count',
  'POST /__control/hubs/drop: drop every hub connection abruptly',
  'POST /__control/hubs/stop | /__control/hubs/start: close connections and refuse negotiate (503) / accept again',
  'POST /__control/hubs/redirect {enabled}: negotiate answers {url, accessToken} like Azure SignalR',
  'POST /__control/restart {downMs?}: a real restart (202, then the listener and hubs close; the platform comes back from its persisted state with fresh signing keys after downMs, default 1000)',
] as const;

/** The scenario and fault controls, mounted only with --test-controls. */
export function createControlApp(targets: ControlTargets): Hono {
  const app = new Hono().basePath('/__control');
  const origins = new Set(targets.webOrigins ?? []);
  app.use(
    '*',
    cors({
      origin: (origin) => (origins.has(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type'],
    }),
  );

  async function read<T>(c: Context, schema: Struct<T, unknown>): Promise<T | Response> {
    let parsed: unknown;
    try {
      const text = await c.req.text();
      parsed = text === '' ? {} : JSON.parse(text);
    } catch {
      return c.json({ code: 'invalid_json', message: 'The body is not valid JSON', path: [] }, 400);
    }
    const checked = validatePayload(schema, parsed);
    if (!checked.ok) return c.json(checked.error, 400);
    return checked.value;
  }

  const userIdOf = (c: Context, user: string): string | Response => {
    const id = targets.platform.accountIdOf(user);
    return (
      id ?? c.json({ code: 'not_found', message: `No account '${user}'`, path: ['user'] }, 404)
    );
  };

  app.get('/', (c) => c.json({ endpoints: CONTROL_ENDPOINTS }));
  app.post('/reset', (c) => {
    targets.platform.reset();
    targets.faults.clear();
    targets.uploadCuts?.clear();
    targets.uploads?.reset();
    targets.hubs.setNegotiateRedirect(false);
    targets.hubs.start();
    return c.json({ ok: true });
  });
  app.get('/state', (c) => c.json(targets.platform.snapshot()));
  app.get('/outbox', (c) => c.json(targets.platform.outbox()));

  app.post('/hubs/push', async (c) => {
    const body = await read(c, PushSchema);
    if (body instanceof Response) return body;
    const userId = userIdOf(c, body.user);
    if (userId instanceof Response) return userId;
    const path = body.hub === 'tasks' ? TASK_NOTES_HUB.path : ENCOUNTERS_HUB.path;
    const reached = targets.hubs.pushToUser(path, userId, body.target, body.args ?? []);
    return c.json({ reached });
  });
  app.post('/tokens/expire', async (c) => {
    const body = await read(c, UserSchema);
    if (body instanceof Response) return body;
    const userId = userIdOf(c, body.user);
    if (userId instanceof Response) return userId;
    targets.identity.expireTokensOf(userId);
    return c.json({ ok: true, userId });
  });
  app.post('/tokens/revoke', async (c) => {
    const body = await read(c, UserSchema);
    if (body instanceof Response) return body;
    const userId = userIdOf(c, body.user);
    if (userId instanceof Response) return userId;
    await targets.identity.revokeTokensOf(userId);
    return c.json({ ok: true, userId });
  });

  app.get('/faults', (c) => c.json(targets.faults.list()));
  app.get('/faults/stats', (c) => c.json(targets.faults.stats()));
  app.post('/faults', async (c) => {
    const body = await read(c, FaultSchema);
    if (body instanceof Response) return body;
    const input = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    return c.json(targets.faults.add(input as unknown as FaultRuleInput), 201);
  });
  app.post('/faults/seed', async (c) => {
    const body = await read(c, SeedSchema);
    if (body instanceof Response) return body;
    targets.faults.reseed(body.seed);
    return c.json({ ok: true });
  });
  app.delete('/faults', (c) => {
    targets.faults.clear();
    return c.json({ ok: true });
  });
  app.delete('/faults/:id', (c) =>
    targets.faults.remove(c.req.param('id'))
      ? c.json({ ok: true })
      : c.json({ code: 'not_found', message: 'No such fault rule', path: null }, 404),
  );

  app.post('/messages', async (c) => {
    const body = await read(c, CareTeamMessageSchema);
    if (body instanceof Response) return body;
    const userId = userIdOf(c, body.user);
    if (userId instanceof Response) return userId;
    try {
      const message = targets.platform.careTeamWrites(userId, {
        body: body.body,
        threadId: body.threadId,
        subject: body.subject,
      });
      return c.json(message, 201);
    } catch {
      return c.json({ code: 'not_found', message: 'No such thread', path: ['threadId'] }, 404);
    }
  });

  app.post('/encounters/:encounterId/advance', async (c) => {
    const body = await read(c, AdvanceSchema);
    if (body instanceof Response) return body;
    try {
      return c.json(targets.platform.advanceEncounter(c.req.param('encounterId'), body.status));
    } catch {
      return c.json({ code: 'not_found', message: 'No such encounter', path: null }, 404);
    }
  });

  app.post('/uploads/cut', async (c) => {
    const cuts = targets.uploadCuts;
    if (!cuts) return c.json({ code: 'not_found', message: 'Unknown control', path: null }, 404);
    const body = await read(c, UploadCutSchema);
    if (body instanceof Response) return body;
    const input: UploadCutInput = { afterBytes: body.afterBytes };
    if (body.uploadId !== undefined) input.uploadId = body.uploadId;
    if (body.times !== undefined) input.times = body.times;
    return c.json(cuts.add(input), 201);
  });
  app.get('/uploads/cuts', (c) => c.json(targets.uploadCuts?.list() ?? []));
  app.delete('/uploads/cuts', (c) => {
    targets.uploadCuts?.clear();
    return c.json({ ok: true });
  });

  app.get('/hubs', (c) => c.json({ connections: targets.hubs.connectionCount() }));
  app.post('/hubs/drop', (c) => {
    const connections = targets.hubs.connectionCount();
    targets.hubs.dropAllConnections();
    return c.json({ ok: true, dropped: connections });
  });
  app.post('/hubs/stop', (c) => {
    targets.hubs.stop();
    return c.json({ ok: true });
  });
  app.post('/hubs/start', (c) => {
    targets.hubs.start();
    return c.json({ ok: true });
  });
  app.post('/hubs/redirect', async (c) => {
    const body = await read(c, RedirectSchema);
    if (body instanceof Response) return body;
    targets.hubs.setNegotiateRedirect(body.enabled);
    return c.json({ ok: true });
  });

  app.post('/restart', async (c) => {
    if (!targets.restart) {
      return c.json({ code: 'not_found', message: 'Unknown control', path: null }, 404);
    }
    const body = await read(c, RestartSchema);
    if (body instanceof Response) return body;
    const downMs = body.downMs ?? 1000;
    targets.restart(downMs);
    return c.json({ ok: true, downMs }, 202);
  });

  app.notFound((c) => c.json({ code: 'not_found', message: 'Unknown control', path: null }, 404));
  return app;
}
