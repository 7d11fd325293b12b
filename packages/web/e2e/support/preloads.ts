import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Every style the page preloaded is applied. A preloaded style the page never uses is a warning
 * in the browser's console some seconds after the load (how long depends on the machine), so the
 * check reads the page instead of waiting for that warning.
 */
export async function expectPreloadedStylesApplied(page: Page, what: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const applied = new Set(
            Array.from(document.styleSheets, (sheet) => sheet.href).filter(Boolean),
          );
          return Array.from(
            document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]'),
            (link) => link.href,
          ).filter((href) => !applied.has(href));
        }),
      { message: `${what}: every preloaded style is applied` },
    )
    .toEqual([]);
}
