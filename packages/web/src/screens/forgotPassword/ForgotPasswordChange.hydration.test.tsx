import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ScanwiseProviders } from '../../app/ScanwiseProviders';
import { TOKENS } from '../../composition/tokens';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../../config/runtimeConfig';
import { createScanwiseI18n } from '../../i18n/createScanwiseI18n';
import { HandsOverThePrerenderedPage } from '../../startup/prerenderedHandOver';
import { buildPageHydration } from '../../test/buildPageHydration';
import { preparePlatformScene, type PlatformScene } from '../../test/platform/platformScene';
import { ForgotPasswordChangeScreen } from './ForgotPasswordChangeScreen';
import { RESET_CODE, RESET_LINK, resetCodeIssued } from './passwordResetScenes';

// The change step as the build prerenders it (no query) and as the browser hydrates it with the
// link's query: the hydrating render is the build's, then the link's e-mail and code fill their
// fields, and what the visitor typed before wins
// (docs/adr/0132-the-password-change-step-always-shows-e-mail-and-code.md).

const build = buildPageHydration();
let page: HTMLElement | undefined;

function app(scene: PlatformScene, route: string): ReactElement {
  const i18n = createScanwiseI18n({
    locale: 'en-us',
    logger: scene.container.get(TOKENS.logger),
  });
  return (
    <ScanwiseProviders container={scene.container} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <HandsOverThePrerenderedPage>
          <Routes>
            <Route path="/forgot-password/change" element={<ForgotPasswordChangeScreen />} />
          </Routes>
        </HandsOverThePrerenderedPage>
      </MemoryRouter>
    </ScanwiseProviders>
  );
}

/** The build's page (rendered without a query), with its before-hydration script run. */
async function prerendered(): Promise<HTMLElement> {
  const built = await preparePlatformScene({ config: loadRuntimeConfig(TEST_MODE_ENV) });
  page = build.page(renderToString(app(built, '/forgot-password/change')), {
    beforeHydrationScript: true,
  });
  return page;
}

const input = (name: string): HTMLInputElement =>
  page!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** Hydrates the page for `route`; says whether React reported a mismatch or an error. */
async function hydrate(route: string): Promise<{ complaints: unknown[] }> {
  const scene = await preparePlatformScene({
    config: loadRuntimeConfig(TEST_MODE_ENV),
    seed: resetCodeIssued,
  });
  return { complaints: await build.hydrate(app(scene, route)) };
}

describe('the change step, prerendered and hydrated', () => {
  it("shows every field empty in the build's page", async () => {
    await prerendered();
    for (const name of ['email', 'code', 'new-password']) expect(input(name).value).toBe('');
  });

  it("hydrates without a mismatch, then fills the link's e-mail and code", async () => {
    await prerendered();
    const email = input('email');
    const { complaints } = await hydrate(RESET_LINK);
    expect(complaints).toEqual([]);
    // The build's nodes, now the app's, with the link's values.
    expect(input('email')).toBe(email);
    expect(input('email').value).toBe(DEMO_MEMBER.email);
    expect(input('code').value).toBe(RESET_CODE);
    // The way to a new code carries the link's e-mail too.
    const again = [...page!.querySelectorAll('a')].find(
      (a) => a.textContent === 'Request a new code',
    );
    expect(again?.getAttribute('href')).toBe(
      `/forgot-password?${new URLSearchParams({ email: DEMO_MEMBER.email }).toString()}`,
    );
  });

  it('keeps what the visitor typed before it hydrated over the link’s values', async () => {
    await prerendered();
    const code = input('code');
    code.value = '654321';
    code.dispatchEvent(new Event('input', { bubbles: true }));
    const password = input('new-password');
    password.value = 'Another-password-2';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    const { complaints } = await hydrate(RESET_LINK);
    expect(complaints).toEqual([]);
    expect(input('email').value).toBe(DEMO_MEMBER.email);
    expect(input('code').value).toBe('654321');
    expect(input('new-password').value).toBe('Another-password-2');
  });
});
