// `focusVisible` is in the HTML standard's FocusOptions (Chromium and Firefox honour it) but not
// yet in TypeScript's DOM library.
interface FocusOptionsWithVisibility extends FocusOptions {
  readonly focusVisible?: boolean;
}

/**
 * Moves focus to a page's heading (or main region) so a screen reader starts reading there. The
 * heading is a reading position, not a control: it draws no focus ring, even when the page opened
 * from the keyboard; a control the member reaches with Tab still shows its :focus-visible ring.
 */
export function focusWithoutRing(
  element: HTMLElement | null | undefined,
  options: { readonly preventScroll?: boolean } = {},
): void {
  const focusOptions: FocusOptionsWithVisibility = {
    preventScroll: options.preventScroll ?? false,
    focusVisible: false,
  };
  element?.focus(focusOptions);
}

/** Whether the member has put focus somewhere on the page (a field, a button), not left it on the document. */
export function focusIsInUse(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== document.documentElement;
}
