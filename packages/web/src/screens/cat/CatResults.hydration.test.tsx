import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ScanwiseProviders } from '../../app/ScanwiseProviders';
import { TOKENS } from '../../composition/tokens';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../../config/runtimeConfig';
import { createScanwiseI18n } from '../../i18n/createScanwiseI18n';
import { buildPageHydration } from '../../test/buildPageHydration';
import { preparePlatformScene, type SceneSetup } from '../../test/platform/platformScene';
import { CAT_HIGH, catDraft } from './catScenes';
import { CatResultsScreen } from './CatResultsScreen';

// The heart check's results as the build prerenders them (their loading state) and as the browser
// hydrates them with this tab's answers: the hydrating render is the build's, the next one shows
// what the tab holds (docs/adr/0127-public-pages-hydrate-once-their-services-are-there.md).

const build = buildPageHydration();

async function app(scene?: SceneSetup): Promise<ReactElement> {
  const { container } = await preparePlatformScene({
    config: loadRuntimeConfig(TEST_MODE_ENV),
    scene,
  });
  const i18n = createScanwiseI18n({ locale: 'en-us', logger: container.get(TOKENS.logger) });
  return (
    <ScanwiseProviders container={container} i18n={i18n}>
      <MemoryRouter initialEntries={['/cat/results']}>
        <Routes>
          <Route path="/cat/results" element={<CatResultsScreen />} />
        </Routes>
      </MemoryRouter>
    </ScanwiseProviders>
  );
}

/** The build's page: rendered for a first visit, with nothing answered. */
async function prerendered(): Promise<HTMLElement> {
  return build.page(renderToString(await app()));
}

/** Hydrates the page over a tab's state; what React complained of (a mismatch, an error). */
async function hydrate(scene?: SceneSetup): Promise<unknown[]> {
  return build.hydrate(await app(scene));
}

describe("the heart check's results, prerendered and hydrated", () => {
  it("are their loading state in the build's page, busy", async () => {
    const built = await prerendered();
    expect(built.querySelector('h1')?.textContent).toBe('Your heart check results');
    expect(built.querySelector('[role="status"]')?.textContent).toBe('Getting your results…');
    expect(built.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it("hydrate without a mismatch, then show this tab's answers", async () => {
    const built = await prerendered();
    const heading = built.querySelector('h1');
    expect(await hydrate(catDraft(CAT_HIGH))).toEqual([]);
    expect(built.querySelector('h1')).toBe(heading);
    expect(built.textContent).toContain('A few risk factors in your answers');
    expect(built.querySelector('[aria-busy]')).toBeNull();
  });

  it('with nothing answered in this tab, show the way to start', async () => {
    const built = await prerendered();
    expect(await hydrate()).toEqual([]);
    expect(built.textContent).toContain('No answers yet');
    expect(built.querySelector('a[href="/cat/questionnaire"]')?.textContent).toBe(
      'Start the heart check',
    );
  });
});
