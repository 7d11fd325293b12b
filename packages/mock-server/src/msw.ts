import { http } from 'msw';
import type { HttpHandler } from 'msw';
import type { FaultRules } from './controls/faults';
import { createInProcessPlatform, type InProcessPlatformOptions } from './inProcess';
import type { Platform } from './platform/platform';

export { TEST_TOKEN_PREFIX, testAccessToken } from './inProcess';

export type PlatformHandlersOptions = Omit<InProcessPlatformOptions, 'initialState'>;

export interface PlatformHandlers {
  handlers: HttpHandler[];
  platform: Platform;
  /** Fault rules applied to every call (latency, error rate, fixed status per path, hold). */
  faults: FaultRules;
}

/**
 * msw handlers answering the platform's REST calls with the in-process platform (the same Hono
 * app as the Node server): `setupServer(...createPlatformHandlers().handlers)`.
 */
export function createPlatformHandlers(options: PlatformHandlersOptions = {}): PlatformHandlers {
  const inProcess = createInProcessPlatform(options);
  const handler = http.all(`${inProcess.baseUrl}/*`, ({ request }) => inProcess.fetch(request));
  return { handlers: [handler], platform: inProcess.platform, faults: inProcess.faults };
}
