/**
 * Local-storage key of the member's last Home overview (`LastHomeOverviewStore`). It belongs to
 * the signed-in session: removed when the member signs out and handed over between tabs with
 * the root state. On its own so the session part names it without the overview's schemas.
 */
export const LAST_HOME_OVERVIEW_STORAGE_KEY = 'scanwise.home.lastOverview';
