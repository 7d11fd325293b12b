import type { i18n } from 'i18next';

/**
 * A plural key of the shell's, in the entry's strings (the menu button's unread label): its
 * translation takes the whole path a page's first render takes (lookup, interpolation, the
 * language's plural rules).
 */
export const WARM_UP_KEY = 'nav.menuUnread';

/**
 * The page's first translation runs i18next's translate path for the first time (the engine
 * compiles it then) and makes the language's plural rules: about 10 ms on a laptop, several times
 * that on a mid-range phone. Left to the first render, it lands inside the shell's render, in the
 * task that also renders the page; startup calls this as soon as the instance exists, and it
 * runs in a task of its own while the page's code loads, so later translations cost a fraction
 * of a millisecond.
 */
export function warmUpTranslation(
  instance: Pick<i18n, 't'>,
  schedule: (task: () => void) => void = (task) => setTimeout(task, 0),
): void {
  schedule(() => {
    instance.t(WARM_UP_KEY, { count: 2 });
  });
}
