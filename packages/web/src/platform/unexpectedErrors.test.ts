import { ErrorReportingService, trackingPagePathFor } from '@scanwise/core';
import { FakeErrorReporting } from '@scanwise/core/testing';
import { describe, expect, it } from 'vitest';
import { installUnexpectedErrorReporting } from './unexpectedErrors';

function windowOver(pathname: string) {
  const port = new FakeErrorReporting();
  const target = new EventTarget() as unknown as Window;
  const uninstall = installUnexpectedErrorReporting({
    target,
    errorReporting: new ErrorReportingService(port, trackingPagePathFor),
    pathname: () => pathname,
  });
  return { port, target, uninstall };
}

/** An `unhandledrejection` event as the browser fires it (jsdom has no constructor for it). */
function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('errors nothing handled reach error reporting', () => {
  it('an unhandled rejection is reported, masked, with the page as its route pattern', () => {
    const { port, target, uninstall } = windowOver('/payment-authorize/enc_4711');
    target.dispatchEvent(rejection(new Error('PATCH /members?email=jane.doe@example.com failed')));
    expect(port.reports).toHaveLength(1);
    expect(port.reports[0]?.context).toEqual({
      source: 'unhandled-rejection',
      page: '/payment-authorize/:encounterId',
    });
    expect(port.contains('jane.doe@example.com')).toBe(false);
    expect(port.contains('enc_4711')).toBe(false);
    uninstall();
    target.dispatchEvent(rejection(new Error('after uninstall')));
    expect(port.reports).toHaveLength(1);
  });

  it('an error thrown outside React is reported with its source', () => {
    const { port, target, uninstall } = windowOver('/reports');
    const error = new TypeError('x is undefined');
    target.dispatchEvent(Object.assign(new Event('error'), { error, message: error.message }));
    expect(port.reports[0]).toMatchObject({
      error,
      context: { source: 'uncaught-error', page: '/reports' },
    });
    uninstall();
  });
});
