import type { Locator } from '@playwright/test';

/**
 * Chooses an option of a native select as a member does: focus moves to the select first (so the
 * field left behind validates, and its message comes or goes, before the choice), then the option
 * by its label. Playwright's `selectOption` alone changes the value without moving focus.
 */
export async function choose(select: Locator, label: string): Promise<void> {
  await select.focus();
  await select.selectOption({ label });
}
