import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decideFirstPagePlan } from '../startup/firstPagePlan';
import { queryChangesFirstRender } from '../startup/prerenderedScreens';
import { PRERENDERED_PAGES } from './prerenderedPages';
import { publicPageTree } from './renderPublicPage';

// Every page the build prerenders and the browser hydrates, hydrated here by development React,
// which reports any difference between the build's markup and the browser's first render (the
// production build the journeys run repairs it silently). A visitor from a campaign arrives with
// its query: the page hydrates the build's markup all the same.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = undefined;
});

let root: Root | undefined;
let page: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  page?.remove();
  root = undefined;
  page = undefined;
});

const CAMPAIGN_QUERY = '?utm_source=newsletter&utm_medium=email&utm_campaign=spring';

/** The pages the browser hydrates (an offer's claim is painted from HTML, then rendered afresh). */
const HYDRATED = PRERENDERED_PAGES.filter(({ search }) => search === '');

/** Hydrates the build's markup of `pathname` at `pathname + search`: what React complained of. */
async function hydrate(pathname: string, search: string): Promise<unknown[]> {
  page = document.createElement('div');
  // The build's tree, rendered to a string: react-dom/static's prerender, which the build runs in
  // Node, leaves its context values behind for a client renderer in the same jsdom process.
  page.innerHTML = renderToString(await publicPageTree(pathname));
  document.body.append(page);
  const tree = await publicPageTree(pathname, search);
  const complaints: unknown[] = [];
  const errors = vi.spyOn(console, 'error').mockImplementation((...args) => {
    complaints.push(args);
  });
  try {
    await act(async () => {
      root = hydrateRoot(page!, tree, { onRecoverableError: (error) => complaints.push(error) });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  } finally {
    errors.mockRestore();
  }
  return complaints;
}

describe('the prerendered pages, hydrated by development React', () => {
  it.each(HYDRATED.map(({ pathname }) => pathname))(
    '%s hydrates the build’s markup with no difference reported',
    async (pathname) => {
      expect(await hydrate(pathname, '')).toEqual([]);
      expect(page!.textContent).not.toBe('');
    },
  );

  it.each(HYDRATED.map(({ pathname }) => pathname))(
    '%s opened from a campaign’s link hydrates the same markup',
    async (pathname) => {
      const { screen } = decideFirstPagePlan({
        pathname,
        sessionStored: false,
        memberStored: false,
        memberRecordStored: false,
        homeOverviewKept: false,
      });
      // A campaign's query is none of the queries that change a page's first render.
      expect(queryChangesFirstRender(screen!, CAMPAIGN_QUERY)).toBe(false);
      expect(await hydrate(pathname, CAMPAIGN_QUERY)).toEqual([]);
    },
  );
});
