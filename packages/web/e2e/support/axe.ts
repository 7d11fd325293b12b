import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { AXE_TAGS } from '../../src/test/axeTags';
import { expectNoCspReports } from './csp';

/**
 * Waits until react-aria's live announcer holds no message whose label points at a node that is
 * gone (an announcement outliving the element it named reads as an unlabelled image to axe),
 * then runs {@link expectNoAxeViolations}. For checks right after a navigation.
 */
export async function expectAxeClean(page: Page, include?: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.locator('[role=log] [role=img]').evaluateAll(
          (nodes) =>
            nodes.filter((node) => {
              const id = node.getAttribute('aria-labelledby');
              return !id || !document.getElementById(id)?.textContent?.trim();
            }).length,
        ),
      { timeout: 10_000 },
    )
    .toBe(0);
  await expectNoAxeViolations(page, include);
}

/**
 * Runs axe on the page (or a part of it) and fails with a readable list of every violation:
 * rule, impact, help and the offending elements. Then fails on any Content Security Policy
 * violation the browser reported since the previous check (support/csp.ts): every journey that
 * checks axe is checked against the policy too.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // A page with frames (the card field's) is checked frame by frame, and axe finishes that run in
  // a page of its own, opened and closed in this context. A page without frames is checked by one
  // axe run in the page itself, the same result without opening a page.
  const framed = page.frames().length > 1;
  let builder = new AxeBuilder({ page }).withTags([...AXE_TAGS]).setLegacyMode(!framed);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  // The page axe opened leaves the page under test in the background, where Chromium runs no
  // animation frames and every later action would wait out Playwright's stability check: it comes
  // back to the front.
  if (framed) await page.bringToFront();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes.map((node) => `  - ${node.target.join(' ')}`).join('\n'),
  );
  expect(report, `axe found ${violations.length} violation(s)`).toEqual([]);
  await expectNoCspReports(page);
}
