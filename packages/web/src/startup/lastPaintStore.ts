import { LastHomeOverviewStore, type LastHomeOverviewStoreOptions } from '@scanwise/core';

/**
 * The core's store of the member's kept entry, where last paints are kept (docs/adr/0082). On its
 * own, imported once a paint is taken: a page's chunk (select-plan's) does not take the member's
 * data's code, where the store is bundled, into its first load with it.
 */
export const lastPaintStore = (options: LastHomeOverviewStoreOptions): LastHomeOverviewStore =>
  new LastHomeOverviewStore(options);
