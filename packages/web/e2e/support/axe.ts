import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectNoCspReports } from './csp';

/** The rules the app is held to: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page (or a part of it) and fails with a readable list of every violation:
 * rule, impact, help and the offending elements. Then fails on any Content Security Policy
 * violation the browser reported since the previous check (support/csp.ts): every journey that
 * checks axe is checked against the policy too.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes.map((node) => `  - ${node.target.join(' ')}`).join('\n'),
  );
  expect(report, `axe found ${violations.length} violation(s)`).toEqual([]);
  await expectNoCspReports(page);
}
