import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const platformMainPath = 'packages/mock-server/src/main.ts';

/** A port nobody listens on right now (the OS picks it, then it is released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PlatformProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, then SIGKILL after 5 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the mock platform as its own process (`tsx packages/mock-server/src/main.ts`) on a
 * given port, with the test controls and any extra arguments (`--state-file`), and resolves once
 * it prints "listening on". Rejects with its output when it exits or does not start in time.
 */
export async function spawnPlatform(
  port: number,
  extraArgs: readonly string[] = [],
  timeoutMs = 45_000,
): Promise<PlatformProcess> {
  const child = spawn(
    `${repoRoot}node_modules/.bin/tsx`,
    [
      '--conditions=@scanwise/source',
      platformMainPath,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--test-controls',
      ...extraArgs,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'test' } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  };
  const started = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const check = (): void => {
      if (!output.includes('listening on')) return;
      clearTimeout(timer);
      resolve(true);
    };
    child.stdout.on('data', check);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  if (!started) {
    await stop();
    throw new Error(`the mock platform did not start:\n${output.slice(-2000)}`);
  }
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, stop };
}
