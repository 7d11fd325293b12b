// Which journeys the 320 px phone project runs (docs/adr/0133-phone-runs-the-journeys-whose-layout-differs.md).
//
// Every journey runs on desktop. On the phone it runs too, unless it is tagged `desktopOnly(...)`
// with one of the reasons below: a new journey runs on both until someone decides otherwise. A
// journey keeps its phone run when what it checks is laid out or handled differently at 320 px:
// the navigation menu, a form, the booking steps, the upload, a dialog or sheet, a list or table
// that reflows, a paint or a layout shift. Axe at phone width covers every screen
// (screensAtPhoneWidth.spec.ts), whichever journeys reach them.

/** The tag the phone project leaves out (playwright.config.ts: `grepInvert`). */
export const DESKTOP_ONLY_TAG = '@desktop-only';

/**
 * Why a journey is the same at 320 px as at 1280 px. Each names what the journey checks; none of
 * it depends on the width, and the screens it passes through are walked at 320 px by the journeys
 * that keep their phone run.
 */
export const DESKTOP_ONLY_REASONS = {
  wire: 'checks requests, headers, fetched code, storage, tokens, the data layer or the console, not the layout',
  rule: 'checks a rule of the app or the platform (a redirect, a code, a discount, a retry, a session) on screens whose 320 px layout a phone journey walks',
  words: 'checks the words, dates or units of a locale, which the width does not change',
  print: "checks the printed page, whose width is the paper's, not the screen's",
  ownViewport: 'sets its own viewport, so both projects would run the same journey',
} as const;

export type DesktopOnlyReason = keyof typeof DESKTOP_ONLY_REASONS;

/**
 * The details of a journey that runs on desktop only: `test(title, desktopOnly('wire'), body)` or
 * the same on a `test.describe`. The reason shows in the report as an annotation.
 */
export function desktopOnly(reason: DesktopOnlyReason): {
  tag: string;
  annotation: { type: string; description: string };
} {
  return {
    tag: DESKTOP_ONLY_TAG,
    annotation: { type: 'desktop only', description: DESKTOP_ONLY_REASONS[reason] },
  };
}
