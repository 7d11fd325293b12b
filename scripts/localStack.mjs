// The local stack the measuring scripts (Lighthouse, interaction, push to paint) run against:
// the production bundle served by `vite preview`, the mock platform with its test controls, and
// Debian's Chromium driven by Playwright. Each script gives its own ports and build folder, so
// they run beside `npm start` or the e2e servers.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const web = join(root, 'packages', 'web');

// Debian's Chromium and its flags (one definition: debianChromium.mjs).
export { CHROME_FLAGS, CHROME_PATH } from './debianChromium.mjs';

export const DEMO = { email: 'demo@example.com', password: 'Demo-password-1' };

export const { chromium } = createRequire(join(web, 'package.json'))('@playwright/test');

/** The value of `--name value` on the command line, or undefined. */
export function option(name) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The nearest-rank percentile (p in 0..100) of the values. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * Builds the app (unless `build` is false), starts the platform and the preview on the given
 * ports and waits for both. Returns the URLs and `stop()`; the children also stop when the
 * process exits.
 */
export async function startLocalStack({ platformPort, webPort, outDir, build = true }) {
  const platformUrl = `http://localhost:${platformPort}`;
  const webUrl = `http://localhost:${webPort}`;
  // The production bundle pointed at this platform, paying in test mode on its emulated
  // Stripe.js (the same Stripe adapter and chunks as with a live key).
  const appEnv = {
    ...process.env,
    VITE_PLATFORM_URL: platformUrl,
    VITE_ENVIRONMENT: 'production',
    VITE_PAYMENTS: 'test',
  };
  if (build) {
    console.log(`Building the production bundle (platform ${platformUrl}) ...`);
    const built = spawnSync(
      join(web, 'node_modules', '.bin', 'vite'),
      ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: web, stdio: 'inherit', env: appEnv },
    );
    if (built.status !== 0) throw new Error('the production build failed');
  }

  const children = [];
  let stopping = false;
  const start = (name, command, args, options) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
      ...options,
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = `${stderr}${chunk}`.slice(-4000)));
    child.on('exit', (code) => {
      if (code !== null && code !== 0 && !stopping)
        console.error(`${name} exited ${code}\n${stderr}`);
    });
    children.push(child);
  };
  const stop = () => {
    stopping = true;
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM'); // the process group: tsx and its node child
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));

  start(
    'platform',
    join(root, 'node_modules', '.bin', 'tsx'),
    [
      '--conditions=@scanwise/source',
      'src/main.ts',
      '--port',
      String(platformPort),
      '--test-controls',
      '--web-origin',
      webUrl,
    ],
    { cwd: join(root, 'packages', 'mock-server') },
  );
  start(
    'preview',
    join(web, 'node_modules', '.bin', 'vite'),
    ['preview', '--outDir', outDir, '--port', String(webPort), '--strictPort'],
    { cwd: web, env: appEnv },
  );
  await waitFor(`${platformUrl}/members/.well-known/openid-configuration`);
  await waitFor(`${webUrl}/sign-in`);
  await control(platformUrl, '/reset', {});
  return { platformUrl, webUrl, stop };
}

/** Posts to the platform's test controls; throws on a refusal. */
export async function control(platformUrl, path, body) {
  const answer = await fetch(`${platformUrl}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`control ${path}: ${answer.status} ${await answer.text()}`);
  return answer;
}

/** Signs the demo member in through the sign-in screen of `page` (no-op when signed in). */
export async function signInThroughTheScreen(page, webUrl) {
  await page.goto(`${webUrl}/sign-in`);
  const signOut = page.getByRole('button', { name: 'Sign out' });
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await signOut.or(email).first().waitFor({ timeout: 20_000 });
  if (await signOut.isVisible()) return;
  await email.fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signOut.waitFor({ timeout: 20_000 });
}

async function waitFor(url, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}
