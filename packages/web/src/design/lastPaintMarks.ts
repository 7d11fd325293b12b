/**
 * The marks that shape a page's last paint (the markup a member's next visit shows before the app
 * has run: startup/lastPaint.ts), set on the elements they concern:
 * - `end`: the last element kept (Home's next-step panel, another page's top); nothing after it
 *   in the page is (lists and their loading status, the footer, anything added below later),
 *   which the app's first render on the next visit does not show at once;
 * - `omit`: an element before it that the first render does not show;
 * - `empty`: an element kept without its content, which the first render shows differently (the
 *   live-updates pill, connecting again), so the space it holds stays.
 */
export const LAST_PAINT_ATTRIBUTE = 'data-last-paint';

export const LAST_PAINT_END = { [LAST_PAINT_ATTRIBUTE]: 'end' } as const;
export const LAST_PAINT_OMIT = { [LAST_PAINT_ATTRIBUTE]: 'omit' } as const;
export const LAST_PAINT_EMPTY = { [LAST_PAINT_ATTRIBUTE]: 'empty' } as const;
