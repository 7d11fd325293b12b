import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { useStore } from '../composition/useStore';
import { signedIn } from '../test/platform/platformScene';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { renderApp } from './testing/renderApp';

vi.setConfig({ testTimeout: 15_000 });
const ENCOUNTER_ID = 'enc_4711';

beforeEach(() => {
  // React reports caught render errors on the console; the report is what is checked here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A screen that fails with the member's e-mail and a one-time code in its error message. */
function ReportThatThrows(): never {
  const auth = useService(TOKENS.auth);
  const state = useStore(auth);
  const email = state.status === 'signedIn' ? state.member?.email : 'unknown';
  throw new Error(`No digital report for ${email} at /initial-setup/tos?code=778899`);
}

describe('RouteErrorBoundary reports what it catches', () => {
  it('a thrown render error arrives at the error-reporting port with no PHI in it', async () => {
    const app = await renderApp(`/reports/digital-report/${ENCOUNTER_ID}`, {
      scene: signedIn(),
      routes: [
        {
          path: '/reports/digital-report/:encounterId',
          element: (
            <RouteErrorBoundary>
              <ReportThatThrows />
            </RouteErrorBoundary>
          ),
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'This page could not be shown' }),
    ).toBeVisible();

    const member = app.scene.platform.getMember(DEMO_MEMBER.id);
    const port = app.ports.errorReporting;
    await waitFor(() => expect(port.reports).toHaveLength(1));
    const [report] = port.reports;
    // The page as its route pattern, the member as the id alone.
    expect(report?.context).toEqual({
      source: 'error-boundary',
      page: '/reports/digital-report/:encounterId',
    });
    expect(report?.user).toEqual({ id: member.id });
    expect((report?.error as Error).message).toBe(
      'No digital report for [Filtered] at /initial-setup/tos?code=[Filtered]',
    );
    for (const personal of [
      member.email,
      member.firstName,
      member.lastName,
      member.dob,
      member.phoneNumber,
      ENCOUNTER_ID,
      '778899',
    ]) {
      expect(port.contains(String(personal)), String(personal)).toBe(false);
    }
  });
});
