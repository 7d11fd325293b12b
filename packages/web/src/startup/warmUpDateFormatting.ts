import { intlLocaleTag, type AppLocale } from '@scanwise/core';

/**
 * The page's first `Intl.DateTimeFormat` sets up the browser's date and time-zone data, once:
 * milliseconds on a laptop, several times that on a mid-range phone. A member's page formats dates as
 * its lists render, just after the first paint, when the member may already be tapping; startup
 * calls this while it waits for the page's code (the main thread is idle then), in a task of its
 * own so the entry's own run is not longer for it. Formatters made later cost a fraction of a
 * millisecond.
 */
export function warmUpDateFormatting(
  locale: AppLocale,
  schedule: (task: () => void) => void = (task) => setTimeout(task, 0),
): void {
  schedule(() => {
    new Intl.DateTimeFormat(intlLocaleTag(locale)).format(0);
  });
}
