import { LAST_HOME_OVERVIEW_STORAGE_KEY, type LastPaint } from '@scanwise/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKENS } from '../composition/tokens';
import { BUILD_META } from './firstPagePreload';
import { allOf, holding, hubsHolding, signedIn } from '../test/platform/platformScene';
import { HomeScreen } from '../screens/dashboard/HomeScreen';
import { renderDashboardScreen } from '../screens/dashboard/renderDashboardScreen';
import { ScansScreen } from '../screens/dashboard/ScansScreen';
import { takeLastPaint } from './lastPaint';

function nameTheBuild(): void {
  const build = document.createElement('meta');
  build.name = BUILD_META;
  build.content = 'assets/index-1.js';
  const sheet = document.createElement('style');
  sheet.textContent = '._panel_1 { padding: 1rem; }';
  document.head.append(build, sheet);
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('takeLastPaint', () => {
  beforeEach(nameTheBuild);

  const page = (markup: string): void => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = markup;
    document.body.append(root);
  };

  it("keeps the page up to Home's top, with the build and the page's style rules", () => {
    page(`
      <header><a href="/">Scanwise</a><span data-last-paint="empty"><span>Live updates on</span></span></header>
      <main>
        <h1>Welcome, Dana</h1>
        <div data-last-paint="end"><section><p>Your Mammography is on Dec 17.</p></section></div>
        <section><h2>Your to-do list</h2></section>
      </main>
      <footer>Terms of service</footer>`);
    const paint = takeLastPaint(document);
    expect(paint).toMatchObject({
      build: 'assets/index-1.js',
      page: '',
    } satisfies Partial<LastPaint>);
    // The rules of the page's sheets (the test's, with whatever else the document holds).
    expect(paint?.css).toContain('._panel_1 { padding: 1rem; }');
    const kept = document.createElement('div');
    kept.innerHTML = paint?.html ?? '';
    expect(kept.querySelector('h1')?.textContent).toBe('Welcome, Dana');
    expect(kept.textContent).toContain('Your Mammography is on Dec 17.');
    // Nothing after the top; the live pill's slot without its words.
    expect(kept.textContent).not.toContain('Your to-do list');
    expect(kept.querySelector('footer')).toBeNull();
    expect(kept.querySelector('[data-last-paint="empty"]')?.childNodes).toHaveLength(0);
  });

  it('leaves out what speaks, runs or is marked, style attributes, handlers and form values', () => {
    page(`
      <main>
        <p role="status">Loading your dashboard…</p>
        <div aria-live="polite">Saved</div>
        <div role="dialog">Still there?</div>
        <span data-last-paint="omit">Connecting…</span>
        <span style="position: absolute; clip: rect(0 0 0 0)">Hidden label</span>
        <input value="dana@example.com" checked>
        <textarea>A private note</textarea>
        <a href="/scans" onclick="steal()">Scans</a>
        <div data-last-paint="end"><p>Your next step</p></div>
      </main>`);
    const html = takeLastPaint(document)?.html ?? '';
    for (const left of [
      'Loading your dashboard',
      'Saved',
      'Still there?',
      'Connecting',
      'Hidden label',
      'style=',
      'dana@example.com',
      'checked',
      'A private note',
      'onclick',
    ]) {
      expect(html).not.toContain(left);
    }
    expect(html).toContain('Your next step');
    expect(html).toContain('<a href="/scans">Scans</a>');
  });

  it("takes nothing where Home's top is not on screen or the page names no build", () => {
    page('<main><h1>Welcome, Dana</h1><p role="status">Loading…</p></main>');
    expect(takeLastPaint(document)).toBeUndefined();

    document.body.replaceChildren();
    page('<main><div data-last-paint="end"><p>Your next step</p></div></main>');
    document.head.replaceChildren();
    expect(takeLastPaint(document)).toBeUndefined();
  });
});

describe("Home's last paint", () => {
  beforeEach(nameTheBuild);

  const keptPaint = (storage: { getItem(key: string): string | null }) =>
    (
      JSON.parse(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY) ?? '{}') as {
        paint?: LastPaint;
      }
    ).paint;

  it('is kept beside the overview when Home shows it as the next visit first will', async () => {
    const first = await renderDashboardScreen(
      <div id="root">
        <HomeScreen />
      </div>,
      { scene: signedIn() },
    );
    const region = await screen.findByRole('region', { name: 'Your next step' });
    const reason = region.querySelector('p')?.textContent ?? '';
    expect(reason).not.toBe('');
    first.unmount();

    // The next visit: the kept overview shows at once while the platform holds the lists.
    const next = await renderDashboardScreen(
      <div id="root">
        <HomeScreen />
      </div>,
      {
        reopen: first.scene,
        scene: allOf(hubsHolding, holding(['encounterList', 'taskList']), async (scene) => {
          await scene.container.get(TOKENS.auth).restore();
        }),
      },
    );
    await screen.findByRole('region', { name: 'Your next step' });
    await waitFor(() => expect(keptPaint(next.ports.storage.local)).toBeDefined());
    const paint = keptPaint(next.ports.storage.local);
    expect(paint?.build).toBe('assets/index-1.js');
    expect(paint?.html).toContain(reason);
    expect(paint?.html).toContain('Welcome,');
    // Not the lists' loading status under it.
    expect(paint?.html).not.toContain('Loading your dashboard');
  });
});

describe("another page's last paint", () => {
  beforeEach(nameTheBuild);

  const keptPages = (storage: { getItem(key: string): string | null }) =>
    (
      JSON.parse(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY) ?? '{}') as {
        pages?: LastPaint[];
      }
    ).pages ?? [];

  /** The member has seen Home (its overview is kept); the scene to reopen the app on. */
  const afterHome = async () => {
    const home = await renderDashboardScreen(
      <div id="root">
        <HomeScreen />
      </div>,
      { scene: signedIn() },
    );
    await screen.findByRole('region', { name: 'Your next step' });
    home.unmount();
    return home.scene;
  };

  it("is kept in the member's entry once the page shows its top: Scans' title and intro, not its lists", async () => {
    const reopen = await afterHome();

    const scans = await renderDashboardScreen(
      <div id="root">
        <ScansScreen />
      </div>,
      { reopen, scene: holding(['encounterList']) },
    );
    await screen.findByRole('heading', { level: 1, name: 'Scans' });
    await waitFor(() => expect(keptPages(scans.ports.storage.local)).toHaveLength(1));
    const [paint] = keptPages(scans.ports.storage.local);
    expect(paint?.build).toBe('assets/index-1.js');
    expect(paint?.html).toContain('Every scan you booked, what is coming up and what is done.');
    // Not the list's loading status under the top.
    expect(paint?.html).not.toContain('Loading');
  });

  it('is not kept for an address opened with a query (an offer link may show other content)', async () => {
    const reopen = await afterHome();

    const scans = await renderDashboardScreen(
      <div id="root">
        <ScansScreen />
      </div>,
      { reopen, scene: holding(['encounterList']), route: '/scans?code=SPRING' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Scans' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(keptPages(scans.ports.storage.local)).toEqual([]);
  });

  it('is not kept while no overview is kept for the member (its lifetime is the entry’s)', async () => {
    const scans = await renderDashboardScreen(
      <div id="root">
        <ScansScreen />
      </div>,
      { scene: signedIn() },
    );
    await screen.findByRole('heading', { level: 1, name: 'Scans' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(keptPages(scans.ports.storage.local)).toEqual([]);
  });
});
