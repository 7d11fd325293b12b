import type { HomeOverview, LastHomeOverviewStore, LastPaint } from '@scanwise/core';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { LAST_PAINT_ATTRIBUTE } from '../design/lastPaintMarks';
import { BUILD_META, lastPaintPage } from './lastPaintAddress';
import { onIdle } from './idleScheduler';
import { useMember } from '../screens/dashboard/memberHooks';

/**
 * Never in a last paint, whatever the screen marks: what speaks (live regions, dialogs), what
 * runs or embeds, and what would not be the page's own markup.
 */
const NEVER_KEPT = [
  `[${LAST_PAINT_ATTRIBUTE}="omit"]`,
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'dialog',
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="status"]',
  '[role="alert"]',
  '[role="log"]',
  '[aria-live]',
  // A style attribute is refused by the policy in markup; such an element (a visually hidden
  // label) is left out rather than shown unstyled.
  '[style]',
].join(', ');

/**
 * A page's last paint (docs/adr/0082): the markup in #root up to its end (the app's frame and the
 * page's top) as marked (design/lastPaintMarks.ts), without form values, event handler
 * attributes and what never belongs in it, with the rules of the page's style sheets, the build
 * it is and the page's address. Undefined where the page names no build (the dev server, tests
 * without one) or shows no end (the page's top is not there).
 */
export function takeLastPaint(document: Document): LastPaint | undefined {
  const build = document.querySelector(`meta[name="${BUILD_META}"]`)?.getAttribute('content');
  const root = document.getElementById('root');
  if (!build || !root) return undefined;
  const copy = root.cloneNode(true) as Element;
  const ends = copy.querySelectorAll(`[${LAST_PAINT_ATTRIBUTE}="end"]`);
  if (ends.length !== 1) return undefined;
  for (let node: Node | null = ends[0] ?? null; node && node !== copy; node = node.parentNode) {
    while (node.nextSibling) node.nextSibling.remove();
  }
  for (const element of copy.querySelectorAll(NEVER_KEPT)) element.remove();
  for (const element of copy.querySelectorAll(`[${LAST_PAINT_ATTRIBUTE}="empty"]`)) {
    element.replaceChildren();
  }
  for (const element of copy.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      if (/^on/i.test(attribute.name)) element.removeAttribute(attribute.name);
    }
    if (element.localName === 'input') {
      element.removeAttribute('value');
      element.removeAttribute('checked');
    } else if (element.localName === 'textarea') {
      element.textContent = '';
    } else if (element.localName === 'option') {
      element.removeAttribute('selected');
    }
  }
  return {
    build,
    page: lastPaintPage(document.location.pathname),
    css: cssOf(document),
    html: copy.innerHTML,
  };
}

/**
 * The rules of the page's style sheets, in the page's order (so the cascade is the page's): the
 * paint is styled by them without fetching a sheet. A sheet whose rules cannot be read (another
 * origin's) is left out.
 */
function cssOf(document: Document): string {
  const texts: string[] = [];
  for (const sheet of document.styleSheets) {
    try {
      for (const rule of sheet.cssRules) texts.push(rule.cssText);
    } catch {
      // Not this origin's: its rules are not readable, and not the app's.
    }
  }
  return texts.join('\n');
}

/** Keeps the paint taken at an idle moment once `keep` is given, as `keep` says; undefined: not. */
function useKeepPaintWhenIdle(
  keep: ((store: LastHomeOverviewStore, memberId: string, paint: LastPaint) => void) | undefined,
): void {
  const storage = useService(TOKENS.storage);
  const clock = useService(TOKENS.clock);
  const logger = useService(TOKENS.logger);
  const memberId = useMember()?.id;
  useEffect(() => {
    if (keep === undefined || memberId === undefined) return undefined;
    // Copying the page and its style rules is work the member does not wait for: an idle moment
    // after the page has shown, not the commit that shows it.
    return onIdle(() => {
      const paint = takeLastPaint(document);
      if (!paint) return;
      void import('./lastPaintStore').then(({ lastPaintStore }) =>
        keep(lastPaintStore({ storage: storage.local, clock, logger }), memberId, paint),
      );
    });
  }, [keep, memberId, storage, clock, logger]);
}

/**
 * Keeps Home's last paint beside the overview it shows (core `LastHomeOverviewStore.keepPaint`:
 * only while that overview is the member's kept one, for its lifetime), once the screen shows it
 * as the first render of the member's next visit will (`overview` undefined: it does not).
 */
export function useKeepLastHomePaint(overview: HomeOverview | undefined): void {
  useKeepPaintWhenIdle(
    useMemo(
      () =>
        overview === undefined
          ? undefined
          : (store: LastHomeOverviewStore, memberId: string, paint: LastPaint) =>
              void store.keepPaint(memberId, overview, paint),
      [overview],
    ),
  );
}

const keepPagePaint = (store: LastHomeOverviewStore, memberId: string, paint: LastPaint): void =>
  void store.keepPagePaint(memberId, paint);

/**
 * Keeps a signed-in page's last paint (core `LastHomeOverviewStore.keepPagePaint`: one per
 * address, for the lifetime of the member's kept entry), once the page shows its top (marked
 * `end`) as the first render of the member's next visit will (`shown` false: it does not yet).
 */
export function useKeepLastPagePaint(shown = true): void {
  // A page opened with a query (an offer's code) may show what the plain address does not: its
  // paint is not the address's, so it is not kept (index.html's script shows none there either).
  const opensPlain = useLocation().search === '';
  useKeepPaintWhenIdle(shown && opensPlain ? keepPagePaint : undefined);
}
