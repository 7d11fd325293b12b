import type { Page } from '@playwright/test';
import { APP_RENDERED_EVENT } from '../../src/prerender/beforeHydration';

/**
 * Notes, from the page's first script on, when the app has rendered a prerendered page
 * (`scanwise:rendered`). A page the app renders afresh over its HTML (a member with a stored
 * session, docs/adr/0088) drops a press made before then, as the member would find it: a journey
 * that is not about that moment waits for the app before it presses.
 */
export async function noteAppRendered(page: Page): Promise<void> {
  await page.addInitScript((event) => {
    document.addEventListener(event, () => {
      document.documentElement.dataset.e2eAppRendered = 'true';
    });
  }, APP_RENDERED_EVENT);
}

/** Resolves once the app has rendered the page (after {@link noteAppRendered}). */
export async function appRendered(page: Page): Promise<void> {
  await page.locator('html[data-e2e-app-rendered="true"]').waitFor({ state: 'attached' });
}
