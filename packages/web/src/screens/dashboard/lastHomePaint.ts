import { LastHomeOverviewStore, type HomeOverview, type LastHomePaint } from '@scanwise/core';
import { useEffect } from 'react';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { LAST_PAINT_ATTRIBUTE } from '../../design/lastPaintMarks';
import { BUILD_META, lastPaintPage } from '../../startup/firstPagePreload';
import { onIdle } from '../../startup/idleScheduler';
import { useMember } from './memberHooks';

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
 * Home's last paint: the markup in #root up to its end (the app's frame and Home's top) as marked
 * (design/lastPaintMarks.ts), without form values, event handler attributes and what never
 * belongs in it, with the rules of the page's style sheets and the build it is. Undefined where the page
 * names no build (the dev server, tests without one) or shows no end (Home's top is not there).
 */
export function takeLastHomePaint(document: Document): LastHomePaint | undefined {
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

/**
 * Keeps Home's last paint beside the overview it shows (core `LastHomeOverviewStore.keepPaint`:
 * only while that overview is the member's kept one, for its lifetime), once the screen shows it
 * as the first render of the member's next visit will (`overview` undefined: it does not).
 */
export function useKeepLastHomePaint(overview: HomeOverview | undefined): void {
  const storage = useService(TOKENS.storage);
  const clock = useService(TOKENS.clock);
  const logger = useService(TOKENS.logger);
  const memberId = useMember()?.id;
  useEffect(() => {
    if (overview === undefined || memberId === undefined) return undefined;
    // Copying the page and its style rules is work the member does not wait for: an idle moment
    // after Home has shown, not the commit that shows it.
    return onIdle(() => {
      const paint = takeLastHomePaint(document);
      if (!paint) return;
      new LastHomeOverviewStore({ storage: storage.local, clock, logger }).keepPaint(
        memberId,
        overview,
        paint,
      );
    });
  }, [overview, memberId, storage, clock, logger]);
}
