import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { STORED_USER_KEY_PREFIX } from '../../../adapters/src/identity/storedUserKeyPrefix';
import { expect } from './test';
import { PLATFORM, WEB_ORIGIN } from './origins';

// A journey that signs in only to reach a screen starts from a signed-in state instead of typing
// into the sign-in form again. The first such journey of a worker for a member signs in through
// the form; its session (the identity's stored user in the app's local storage, and the platform's
// cookies) is kept for the worker, and later journeys for that member restore it into their fresh
// browser context before their first page loads. The journeys about signing in (auth, session,
// sign-out, chaos) still sign in through the form every time.
// docs/adr/0118-test-speed-shared-workers-and-signed-in-journeys.md

/** A seeded member who signs in with a password (README: demo sign-ins). */
export interface PasswordMember {
  readonly email: string;
  readonly password: string;
}

export const DEMO: PasswordMember = { email: 'demo@example.com', password: 'Demo-password-1' };

/**
 * What a journey that revokes a signed-in member's tokens expects on the console while the app
 * returns to sign-in: the calls and the member's load answered 401, and a hub that connected
 * before the app was back on sign-in refused, as the browser and SignalR say it.
 */
export const REVOKED_SESSION_CONSOLE: readonly RegExp[] = [
  /^Member call \w+ failed .*status: 401/,
  /^Member data could not be loaded/,
  /^WebSocket connection to '\S+\/hubs\/.*' failed: HTTP Authentication failed/,
  /^Failed to start the transport 'WebSockets'/,
];

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** What a member's sign-in left behind, kept for the rest of this worker's journeys. */
interface SavedSession {
  readonly state: StorageState;
  readonly accessToken: string;
}

const saved = new Map<string, SavedSession>();

/**
 * Signs `member` in and opens `start` (Home by default), waiting for the signed-in app shell.
 * From the second call of a worker on, the session of the first is restored instead of signing in
 * through the form, as long as the platform still accepts its access token (a journey that signed
 * the member out, revoked their tokens or restarted the platform ends it; the next call then signs
 * in through the form again).
 */
export async function signedIn(
  page: Page,
  member: PasswordMember = DEMO,
  start = '/',
): Promise<void> {
  const key = `${WEB_ORIGIN} ${member.email}`;
  const session = saved.get(key);
  if (session && (await platformAccepts(page.request, session.accessToken))) {
    await page.context().setStorageState(session.state);
    await page.goto(start);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 15_000 });
    return;
  }
  await signInThroughTheForm(page, member);
  const fresh = await sessionOf(page.context());
  if (fresh) saved.set(key, fresh);
  if (start !== '/') await page.goto(start);
}

async function signInThroughTheForm(page: Page, member: PasswordMember): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 15_000 });
}

/** The context's stored user and platform cookies; nothing else the app has stored meanwhile. */
async function sessionOf(context: BrowserContext): Promise<SavedSession | undefined> {
  const state = await context.storageState();
  const app = state.origins.find((origin) => origin.origin === WEB_ORIGIN);
  const storedUser = app?.localStorage.find((item) => item.name.startsWith(STORED_USER_KEY_PREFIX));
  if (!storedUser) return undefined;
  const accessToken = (JSON.parse(storedUser.value) as { access_token?: unknown }).access_token;
  if (typeof accessToken !== 'string') return undefined;
  return {
    state: {
      cookies: state.cookies,
      origins: [{ origin: WEB_ORIGIN, localStorage: [storedUser] }],
    },
    accessToken,
  };
}

/** Whether the platform's member call still answers this access token (as the app's first call does). */
async function platformAccepts(request: APIRequestContext, accessToken: string): Promise<boolean> {
  const answer = await request.get(`${PLATFORM}/members`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return answer.ok();
}
