/// <reference types="node" />
// Headless in Node: sign in with the password, load the member, watch the encounters over the
// hub and print each update. Undici for HTTP, memory for storage, real timers. This is the
// starting point for another team's script.
//
//   node_modules/.bin/tsx --conditions=@scanwise/source packages/adapters/examples/node-member.ts \
//     --platform http://localhost:4000 --email demo@example.com --password Demo-password-1
//
// Options: --platform (default $SCANWISE_PLATFORM or http://localhost:4000), --email and
// --password (default $SCANWISE_EMAIL / $SCANWISE_PASSWORD), --updates N (exit after N updates).
import { parseArgs } from 'node:util';
import { CONSTANTS, ENCOUNTERS_HUB, HttpClient } from '@scanwise/core';
import { createNodeAdapters } from '../src/node';

const { values } = parseArgs({
  options: {
    platform: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    updates: { type: 'string' },
  },
});
const platformUrl = values.platform ?? process.env['SCANWISE_PLATFORM'] ?? 'http://localhost:4000';
const email = values.email ?? process.env['SCANWISE_EMAIL'] ?? '';
const password = values.password ?? process.env['SCANWISE_PASSWORD'] ?? '';
const maxUpdates = values.updates === undefined ? Infinity : Number(values.updates);
if (email === '' || password === '') {
  console.error('Give --email and --password (or SCANWISE_EMAIL and SCANWISE_PASSWORD).');
  process.exit(2);
}

// Memory storage, undici (keep-alive), oidc-client-ts, SignalR, real timers.
const adapters = createNodeAdapters({ platformUrl, environment: 'node-example', logLevel: 'warn' });
const { clock, http, identity, logger } = adapters;

// 1. Sign in with the password (kind R). The identity adapter renews the token ahead of expiry.
const user = await identity.signInWithPassword(email, password).catch((error: unknown) => {
  console.error(`Sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
if (user === null) {
  console.error('Sign-in came back without a result.');
  process.exit(1);
}
console.log(`Signed in as ${String(user.profile.email ?? user.profile.sub)}`);

let current = user;
identity.events$.subscribe((event) => {
  if (event.type === 'userLoaded') current = event.user;
});
const token = (): string => (current.expiresAt * 1000 > clock.now() ? current.accessToken : '');

// 2. Load the member through the core HTTP client (validated against the core schema).
const api = new HttpClient({
  http,
  baseUrl: platformUrl,
  clock,
  logger,
  getAccessToken: () => ({ accessToken: current.accessToken, expiresAt: current.expiresAt }),
});
const member = await api.callApi('memberGet');
if (!member.success) {
  console.error(`Member load failed: ${member.error.message}`);
  process.exit(1);
}
const profile = member.data as { firstName?: string; lastName?: string; email?: string };
console.log(
  `Member: ${[profile.firstName, profile.lastName].filter(Boolean).join(' ')} <${profile.email ?? email}>`,
);

// 3. Watch the encounters over the hub; watch again after every reconnect (a new connection).
const hub = adapters.hubs.create({
  url: `${platformUrl}${ENCOUNTERS_HUB.path}`,
  accessTokenFactory: token,
});
let updates = 0;
async function shutdown(code: number): Promise<void> {
  await hub.stop().catch(() => undefined);
  await adapters.dispose();
  process.exit(code);
}
hub.on(ENCOUNTERS_HUB.push.updateEncounter, (...args) => {
  updates += 1;
  console.log(`Encounter update ${updates}: ${JSON.stringify(args[0])}`);
  if (updates >= maxUpdates) void shutdown(0);
});
hub.state$.subscribe((state) => console.log(`Hub: ${state}`));
hub.reconnected$.subscribe(() => {
  hub.invoke(ENCOUNTERS_HUB.invoke.watch).then(
    () => console.log('Watching encounters again'),
    (error: unknown) => console.error(`Watch failed: ${String(error)}`),
  );
});

async function startHub(): Promise<void> {
  try {
    await hub.start();
  } catch (error) {
    // Spec: the app retries every 5 s while signed in with an unexpired token.
    if (token() === '') return shutdown(1);
    console.error(
      `Hub start failed (${String(error)}); retrying in ${CONSTANTS.hubStartRetry / 1000} s`,
    );
    clock.schedule(() => void startHub(), CONSTANTS.hubStartRetry);
    return;
  }
  const encounters = await hub.invoke<unknown>(ENCOUNTERS_HUB.invoke.watch);
  console.log(`Watching encounters: ${JSON.stringify(encounters).slice(0, 200)}`);
}
await startHub();

process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));
