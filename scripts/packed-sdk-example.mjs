#!/usr/bin/env node
// The SDK as another team gets it: packs @scanwise/core and @scanwise/adapters (`pnpm pack`, run
// after both builds), installs the two tarballs and the Node entry's peer libraries into a fresh
// project outside the workspace (npm, from its cache where it can), type-checks the README's Node
// example there against the packed declarations, and runs it against a mock platform started on
// a free port: a member signs in, sees one encounter update pushed by the hub, and logs out.
// Prints the time of each stage and the total. Exit 1 on any failure.
import assert from 'node:assert/strict';
import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const adaptersDir = join(root, 'packages', 'adapters');
const coreDir = join(root, 'packages', 'core');
const execFileAsync = promisify(execFile);
const bin = (name) => join(root, 'node_modules', '.bin', name);
const DEMO = { email: 'demo@example.com', password: 'Demo-password-1' };

const started = performance.now();
const stages = [];
async function stage(name, work) {
  const at = performance.now();
  const result = await work();
  const seconds = (performance.now() - at) / 1000;
  stages.push(`${name} ${seconds.toFixed(1)} s`);
  console.log(`packed-sdk: ${name} (${seconds.toFixed(1)} s)`);
  return result;
}

const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
const pnpm = process.env.npm_execpath ?? 'pnpm';
/** `pnpm <args>` in `cwd`, without blocking (both packs run at once). */
const runPnpm = (args, cwd) =>
  /\.c?js$/.test(pnpm)
    ? execFileAsync(process.execPath, [pnpm, ...args], { cwd })
    : execFileAsync(pnpm, args, { cwd });

/** A code block of the adapters' README, by its tag (```ts tag). */
function readmeBlock(tag) {
  const readme = readFileSync(join(adaptersDir, 'README.md'), 'utf8');
  const block = new RegExp(`\`\`\`ts ${tag}\\n([\\s\\S]*?)\`\`\``).exec(readme);
  assert.ok(block, `packages/adapters/README.md has a \`\`\`ts ${tag} block`);
  return block[1];
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A child process whose output is kept; `waitFor` resolves once it prints `text`. */
function start(cmd, args, options) {
  const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const listeners = new Set();
  const onData = (chunk) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (text, timeoutMs, what) =>
    new Promise((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        cleanup();
        resolve();
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out waiting for ${what}:\n${output.slice(-2000)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      exited.then(() => {
        if (!output.includes(text)) {
          cleanup();
          reject(new Error(`exited before ${what}:\n${output.slice(-2000)}`));
        }
      });
      check();
    });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
  };
  return { child, output: () => output, exited, waitFor, stop };
}

// The README's Node example is examples/node-member.ts word for word (the workspace's platform
// test runs the file); its browser example is type-checked beside it.
const example = readmeBlock('node-member');
assert.equal(
  example,
  readFileSync(join(adaptersDir, 'examples', 'node-member.ts'), 'utf8'),
  "the README's node-member block is examples/node-member.ts word for word",
);
const browserExample = readmeBlock('browser-example');
const adaptersPkg = JSON.parse(readFileSync(join(adaptersDir, 'package.json'), 'utf8'));
// The Node entry's peer libraries, at the versions the workspace tests them with.
const nodePeers = [
  'oidc-client-ts',
  '@microsoft/signalr',
  'undici',
  'tus-js-client',
  'dicom-parser',
];
const peerSpecs = nodePeers.map((name) => {
  assert.ok(adaptersPkg.peerDependencies[name], `${name} is a peer of @scanwise/adapters`);
  return `${name}@${adaptersPkg.devDependencies[name]}`;
});

const work = mkdtempSync(join(tmpdir(), 'scanwise-packed-sdk-'));
const port = await freePort();
// The platform starts while the packages are packed and installed.
const platform = start(
  bin('tsx'),
  [
    '--conditions=@scanwise/source',
    'packages/mock-server/src/main.ts',
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    '--test-controls',
  ],
  { cwd: root, env: { ...process.env, NODE_ENV: 'test' } },
);
const platformUrl = `http://127.0.0.1:${port}`;
let exitCode = 0;
try {
  const tarballs = await stage('pack core and adapters', async () => {
    const out = join(work, 'tarballs');
    mkdirSync(out);
    await Promise.all(
      [coreDir, adaptersDir].map((dir) => runPnpm(['pack', '--pack-destination', out], dir)),
    );
    return readdirSync(out).map((file) => join(out, file));
  });
  const packedAdapters = JSON.parse(
    run('tar', ['-xOzf', tarballs.find((t) => t.includes('adapters')), 'package/package.json']),
  );
  assert.ok(
    !JSON.stringify(packedAdapters).includes('workspace:'),
    'the packed package.json has no workspace: ranges',
  );

  const project = join(work, 'consumer');
  await stage('npm install (tarballs + peers)', () => {
    mkdirSync(project);
    writeFileSync(
      join(project, 'package.json'),
      `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`,
    );
    run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        ...tarballs,
        ...peerSpecs,
        `rxjs@${adaptersPkg.dependencies.rxjs}`,
        '@types/node@^20.19.0',
      ],
      project,
    );
  });

  await stage('type-check the README examples (tsc, node16)', () => {
    writeFileSync(join(project, 'node-member.ts'), example);
    writeFileSync(join(project, 'browser-example.ts'), browserExample);
    const tsconfig = {
      compilerOptions: {
        target: 'ES2022',
        module: 'Node16',
        moduleResolution: 'Node16',
        lib: ['ES2023', 'DOM'],
        strict: true,
        skipLibCheck: true,
        types: ['node'],
        outDir: 'out',
      },
      files: ['node-member.ts', 'browser-example.ts'],
    };
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
    try {
      run(bin('tsc'), ['-p', 'tsconfig.json'], project);
    } catch (error) {
      throw new Error(`tsc failed on the example:\n${error.stdout}${error.stderr}`, {
        cause: error,
      });
    }
  });

  await stage('platform up', () => platform.waitFor('listening on', 45_000, 'the platform'));

  await stage('run the example (sign in, one update, log out)', async () => {
    const member = start(
      process.execPath,
      [
        'out/node-member.js',
        '--platform',
        platformUrl,
        '--email',
        DEMO.email,
        '--password',
        DEMO.password,
        '--updates',
        '1',
      ],
      { cwd: project },
    );
    try {
      await member.waitFor('Watching encounters', 20_000, 'the example to watch');
      // The clinic scans the upcoming mammography: the hub pushes UpdateEncounter.
      const answer = await fetch(`${platformUrl}/__control/encounters/enc_demo_3/advance`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'SCANNED' }),
      });
      assert.equal(answer.status, 200, 'the platform advanced the encounter');
      const code = await Promise.race([
        member.exited,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`no logout:\n${member.output()}`)), 20_000),
        ),
      ]);
      const output = member.output();
      console.log(output.replace(/^/gm, '  | ').trimEnd());
      assert.equal(code, 0, 'the example exits 0');
      assert.match(output, /Member: Dana Demo <demo@example\.com>/);
      assert.match(output, /Watching encounters: 3/);
      assert.match(output, /Encounter update 1: enc_demo_3 SCANNED AWAIT_REPORT/);
      assert.ok(output.trim().endsWith('Logged out'), 'it logs out at the end');
      assert.doesNotMatch(output, /failed|canceled|error/i);
    } finally {
      await member.stop();
    }
  });
} catch (error) {
  exitCode = 1;
  console.error(`packed-sdk: FAILED: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await platform.stop();
  rmSync(work, { recursive: true, force: true });
}
const total = ((performance.now() - started) / 1000).toFixed(1);
console.log(`packed-sdk: ${exitCode === 0 ? 'ok' : 'FAILED'} in ${total} s (${stages.join(', ')})`);
process.exit(exitCode);
