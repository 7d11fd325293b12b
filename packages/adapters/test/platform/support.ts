import { inject } from 'vitest';

export const platformUrl = inject('platformUrl');
export const platformMissing = inject('platformMissing');
export const hasPlatform = platformUrl !== '';

export const DEMO = { email: 'demo@example.com', password: 'Demo-password-1' } as const;
export const CLIENT_ID = 'scanwise-web';
export const APP_ORIGIN = 'http://localhost:5173';

/** Calls a `/__control` endpoint of the running platform. */
export async function control(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${platformUrl}/__control${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`control ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` is true, polling every 20 ms. */
export async function until(
  check: () => boolean,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** Like `until`, for a check that has to ask someone (the platform's controls), every 50 ms. */
export async function untilAnswered(
  check: () => Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}
