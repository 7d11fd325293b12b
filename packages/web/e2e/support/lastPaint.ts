import type { Locator, Page } from '@playwright/test';

/**
 * Home's last paint (docs/adr/0082-home-last-paint.md): the member's Home from index.html, inert
 * and busy in #root, until the app's first render replaces it. What it shows is visible but does
 * nothing: a journey that presses keys on a reloaded Home waits for it to go first.
 */
export const lastPaint = (page: Page): Locator =>
  page.locator('#root > div[inert][aria-busy="true"]');
