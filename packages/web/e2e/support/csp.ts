import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { test as base, expect } from './test';

// Content Security Policy checks for every journey. The preview server sends the policy with a
// `report-uri` to its own endpoint (src/security/securityHeadersPlugin.ts), which keeps each
// violation the browser reports until it is read. Two ways to fail on a violation:
// - `expectNoAxeViolations` (support/axe.ts, called by every spec) also reads that endpoint, so
//   every spec's journeys fail on a violation reported since the previous check;
// - the `test` exported here adds an automatic fixture that also listens in the page itself
//   (`securitypolicyviolation` events, Chromium's "Content Security Policy" console errors) and
//   checks the endpoint when the test ends: the strictest check, used by security.spec.ts.

/**
 * The preview server's report endpoint (a GET answers the reports since the last GET), below the
 * configuration's baseURL. A server without it (`vite` dev, which sends no policy) fails the check.
 */
export const CSP_REPORT_URL = '/__csp-report';

/** One violation as the browser reported it (`application/csp-report`). */
export interface CspReport {
  readonly 'csp-report'?: {
    readonly 'document-uri'?: string;
    readonly 'violated-directive'?: string;
    readonly 'effective-directive'?: string;
    readonly 'blocked-uri'?: string;
    readonly 'source-file'?: string;
    readonly 'line-number'?: number;
    readonly 'script-sample'?: string;
  };
}

/** One line per report: directive, what was blocked, where. */
export function describeCspReport(report: CspReport): string {
  const body = report['csp-report'];
  if (!body) return JSON.stringify(report);
  const where = body['source-file']
    ? ` (${body['source-file']}:${body['line-number'] ?? '?'})`
    : '';
  const sample = body['script-sample'] ? ` "${body['script-sample']}"` : '';
  return (
    `${body['effective-directive'] ?? body['violated-directive'] ?? 'unknown directive'} ` +
    `blocked ${body['blocked-uri'] || 'inline'}${sample} on ${body['document-uri'] ?? '?'}${where}`
  );
}

/** Reads (and empties) the reports the preview server received since the last read. */
export async function takeCspReports(request: APIRequestContext): Promise<CspReport[]> {
  const response = await request.get(CSP_REPORT_URL);
  expect(
    response.ok(),
    `the preview server's CSP report endpoint answers (${CSP_REPORT_URL})`,
  ).toBe(true);
  return (await response.json()) as CspReport[];
}

/** Fails with a readable list if the browser reported any CSP violation since the last check. */
export async function expectNoCspReports(page: Page): Promise<void> {
  const reports = await takeCspReports(page.request);
  expect(
    reports.map(describeCspReport),
    `Content Security Policy violations were reported (${CSP_REPORT_URL})`,
  ).toEqual([]);
}

/** Chromium's console error for a refused load or inline code. */
export const isCspConsoleMessage = (message: ConsoleMessage): boolean =>
  /Content Security Policy/i.test(message.text());

const BINDING = '__scanwiseCspViolation';

/**
 * Starts recording the page's CSP violations (before its first navigation): returns the live list
 * of one-line descriptions.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding(BINDING, (_source, line: string) => violations.push(line));
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (line: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}` +
          (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
      );
    });
  }, BINDING);
  page.on('console', (message) => {
    if (isCspConsoleMessage(message)) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/**
 * The console-gated `test` (support/test.ts) with an automatic CSP check: any violation in the
 * page (event, console error or report to the preview server) during the test fails it. A test
 * that provokes one on purpose empties `cspViolations` and reads the reports itself.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations = await recordCspViolations(page);
      await use(violations);
      const reports = await takeCspReports(page.request);
      expect(
        [...violations, ...reports.map(describeCspReport)],
        'Content Security Policy violations during the test',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
