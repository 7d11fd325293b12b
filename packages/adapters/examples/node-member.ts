/// <reference types="node" />
// A member session in Node on the published packages: the Node adapters (undici, memory storage,
// oidc-client-ts, SignalR, real timers) plugged into createScanwiseCore. Signs in with the
// password, prints the member, prints every encounter update the hub pushes, logs out at the end.
// This is the starting point for another team's script (packages/adapters/README.md).
//
//   npx tsx node-member.ts --platform http://localhost:4000 --email demo@example.com \
//     --password Demo-password-1
//
// Options: --platform (default $SCANWISE_PLATFORM or http://localhost:4000), --email and
// --password (default $SCANWISE_EMAIL / $SCANWISE_PASSWORD), --updates N (log out after N updates;
// default: run until Ctrl-C).
import { parseArgs } from 'node:util';
import { createScanwiseCore } from '@scanwise/core';
import { combineLatest, filter, firstValueFrom } from 'rxjs';
import { createNodeAdapters } from '@scanwise/adapters/node';

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

// 1. Every port from the Node preset, every service from the core.
const adapters = createNodeAdapters({ platformUrl, environment: 'node-example', logLevel: 'warn' });
const core = createScanwiseCore({
  ports: adapters,
  config: { apiBaseUrl: platformUrl, environment: 'node-example' },
});

let stopping = false;
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (core.auth.getSnapshot().status === 'signedIn') {
    // Logout calls the identity provider (fire-and-forget) and unwatches and stops both hubs in
    // the background: wait for the hubs, and let undici finish the requests under way.
    await core.auth.logout();
    await firstValueFrom(
      combineLatest([core.realtime.tasksConnected$, core.realtime.encountersConnected$]).pipe(
        filter((connected) => !connected.includes(true)),
      ),
    );
  }
  await adapters.dispose();
  core.dispose();
  console.log('Logged out');
  process.exit(code);
}
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));
// The session may also end on its own (a 401, an expired token): then there is nothing to watch.
core.events.on('loggedOut').subscribe((event) => {
  if (stopping) return;
  console.log(`Session ended (${event.reason})`);
  void shutdown(1);
});

// 2. Password sign-in (kind R); the core loads the member and, terms accepted, starts the hubs.
const { status, member, error } = await core.auth.signInWithPassword(email, password);
if (status !== 'signedIn' || member === null) {
  console.error(`Sign-in failed: ${error?.message ?? 'no member'}`);
  await shutdown(1);
} else {
  console.log(`Member: ${member.firstName} ${member.lastName} <${member.email}>`);
}
core.connected$.subscribe((connected) => console.log(`Hubs connected: ${connected}`));

// 3. The encounter store is filled by the hub's watch answer, then by each UpdateEncounter push
// (and by the fresh watch answer after a reconnect). Print what changed since last time.
const printed = new Map<string, string>();
let watching = false;
let updates = 0;
core.realtime.encounters.state$.subscribe(({ loaded, encounters }) => {
  if (!loaded) return;
  for (const encounter of encounters) {
    const text = `${encounter.id} ${encounter.status} ${encounter.nextStep}`;
    if (printed.get(encounter.id) === text) continue;
    printed.set(encounter.id, text);
    if (watching) console.log(`Encounter update ${(updates += 1)}: ${text}`);
  }
  if (!watching) console.log(`Watching encounters: ${encounters.length}`);
  watching = true;
  if (updates >= maxUpdates) void shutdown(0);
});
