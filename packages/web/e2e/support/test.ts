import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { WEB_ORIGIN } from './origins';

// The console gate: every e2e test fails when the app writes an error or a warning to the browser
// console (console.error / console.warn, React's warnings) or throws an uncaught error, in any page
// of the test's browser context (pages opened with `context.newPage()` too). A console error or a
// React warning is a bug; the test names each message with the page it came from.
//
// Ignored everywhere: Chromium's own "Failed to load resource: ..." lines. The browser writes one
// for every HTTP answer of 400 or more and every refused request, whatever the app does with it;
// the app's handling of such answers is what the journeys assert (and the app logs through its
// logger, which this gate does catch, when it does not expect the failure).
//
// A test that injects a fault and expects the app to log it declares so, narrowly, with a comment
// saying why:
//   allowConsole(/Member call taskList failed/); // the platform is told to fail taskList once
// Every spec imports `test` and `expect` from this module (eslint.config.mjs forbids taking `test`
// from '@playwright/test' elsewhere in e2e/), so no journey skips the gate.

/** Chromium's report of an HTTP error status or a refused load, not written by the app. */
const BROWSER_NETWORK_LINE = /^Failed to load resource: /;

const GATED_TYPES = new Set(['error', 'warning']);

/** One message the gate saw: what it said (allowances match this), in which page, and a stack. */
interface ConsoleProblem {
  readonly kind: 'console.error' | 'console.warning' | 'uncaught';
  readonly text: string;
  readonly url: string;
  readonly stack?: string;
}

const describe = (problem: ConsoleProblem): string =>
  `${problem.kind}: ${problem.text} (at ${problem.url || 'no page'})` +
  (problem.stack ? `\n${problem.stack}` : '');

/** The message as the gate reports it (`text()` shows the logger's context object too). */
function fromConsole(message: ConsoleMessage): ConsoleProblem | undefined {
  if (!GATED_TYPES.has(message.type())) return undefined;
  const text = message.text();
  if (BROWSER_NETWORK_LINE.test(text)) return undefined;
  return {
    kind: message.type() === 'error' ? 'console.error' : 'console.warning',
    text,
    url: message.page()?.url() ?? message.location().url,
  };
}

export interface ConsoleGateFixtures {
  /**
   * Declares console messages (error or warning) or uncaught errors this test expects, because it
   * injects the fault that makes the app report them. Matched against the message text.
   */
  allowConsole: (...patterns: RegExp[]) => void;
}

export const test = base.extend<ConsoleGateFixtures>({
  // The app of this worker (each worker has its own platform and app: support/origins.ts); a spec
  // may still `test.use({ baseURL })` another of the worker's apps.
  baseURL: WEB_ORIGIN,
  allowConsole: [
    async ({ context }, use) => {
      const problems: ConsoleProblem[] = [];
      const allowed: RegExp[] = [];
      context.on('console', (message) => {
        const problem = fromConsole(message);
        if (problem) problems.push(problem);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        problems.push({
          kind: 'uncaught',
          text: `${error.name}: ${error.message}`,
          url: webError.page()?.url() ?? '',
          ...(error.stack ? { stack: error.stack } : {}),
        });
      });
      await use((...patterns) => allowed.push(...patterns));
      const unexpected = problems.filter(
        (problem) => !allowed.some((pattern) => pattern.test(problem.text)),
      );
      // The first message leads the failure's first line: a run's summary prints only that line.
      const first = unexpected[0] ? describe(unexpected[0]).split('\n')[0] : '';
      expect(
        unexpected.map(describe),
        `console output the test did not expect (${unexpected.length}), first: ${first}; declare an expected one with allowConsole`,
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
