import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { decideFirstPagePlan } from '../startup/firstPagePlan';
import { buildPageHydration } from '../test/buildPageHydration';
import { queryChangesFirstRender } from '../startup/prerenderedScreens';
import { PRERENDERED_PAGES } from './prerenderedPages';
import { publicPageTree } from './renderPublicPage';

// Every page the build prerenders and the browser hydrates, hydrated here by development React,
// which reports any difference between the build's markup and the browser's first render (the
// production build the journeys run repairs it silently). A visitor from a campaign arrives with
// its query: the page hydrates the build's markup all the same.

const build = buildPageHydration();

const CAMPAIGN_QUERY = '?utm_source=newsletter&utm_medium=email&utm_campaign=spring';

/** The pages the browser hydrates (an offer's claim is painted from HTML, then rendered afresh). */
const HYDRATED = PRERENDERED_PAGES.filter(({ search }) => search === '');

/** Hydrates the build's markup of `pathname` at `pathname + search`: what React complained of. */
async function hydrate(pathname: string, search: string): Promise<unknown[]> {
  // The build's tree, rendered to a string: react-dom/static's prerender, which the build runs in
  // Node, leaves its context values behind for a client renderer in the same jsdom process.
  build.page(renderToString(await publicPageTree(pathname)), { renderedFor: pathname });
  return build.hydrate(await publicPageTree(pathname, search));
}

describe('the prerendered pages, hydrated by development React', () => {
  it.each(HYDRATED.map(({ pathname }) => pathname))(
    '%s hydrates the build’s markup with no difference reported',
    async (pathname) => {
      expect(await hydrate(pathname, '')).toEqual([]);
      expect(document.getElementById('root')?.textContent).not.toBe('');
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
