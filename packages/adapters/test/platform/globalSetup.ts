import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from './platformProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running mock platform's URL, or '' when it could not start (tests skip). */
    platformUrl: string;
    /** Why the platform is not running, when it is not. */
    platformMissing: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mainPath = 'packages/mock-server/src/main.ts';

let child: ChildProcess | undefined;

/**
 * Starts the real mock platform (packages/mock-server) as its own process for the integration
 * tests: `tsx --conditions=@scanwise/source packages/mock-server/src/main.ts --port <free>
 * --test-controls`, waits for its "listening" line, and stops it in teardown. Adapters never
 * import the mock server (lint): it is only ever spoken to over HTTP, OIDC and SignalR.
 */
export async function setup(project: TestProject): Promise<void> {
  project.provide('platformUrl', '');
  project.provide('platformMissing', '');
  if (!existsSync(`${repoRoot}${mainPath}`)) {
    project.provide('platformMissing', `${mainPath} does not exist yet`);
    return;
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The browser project serves its tests from its own origin: the platform must allow it (CORS).
  const browserOrigin = process.env['ADAPTERS_BROWSER_ORIGIN'];
  const webOrigins = browserOrigin
    ? ['http://localhost:5173', 'http://127.0.0.1:5173', browserOrigin].flatMap((origin) => [
        '--web-origin',
        origin,
      ])
    : [];
  child = spawn(
    `${repoRoot}node_modules/.bin/tsx`,
    [
      '--conditions=@scanwise/source',
      mainPath,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--test-controls',
      ...webOrigins,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'test' } },
  );
  let output = '';
  const started = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 45_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child?.stdout?.on('data', onData);
    child?.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child?.once('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  if (!started) {
    child.kill('SIGTERM');
    child = undefined;
    project.provide('platformMissing', `the mock platform did not start:\n${output.slice(-2000)}`);
    return;
  }
  // Keep draining its output so the pipe never fills.
  child.stdout?.resume();
  child.stderr?.resume();
  project.provide('platformUrl', url);
}

export async function teardown(): Promise<void> {
  const running = child;
  child = undefined;
  if (!running || running.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      running.kill('SIGKILL');
      resolve();
    }, 5_000);
    running.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    running.kill('SIGTERM');
  });
}
