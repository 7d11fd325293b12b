import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeIdentityError } from '../testing';
import { isTimeoutFailure, toAuthFailure } from './authFailure';

describe('toAuthFailure: identity errors of spec section 8 for the sign-in screen', () => {
  it('keeps the identity code, message, server error and description', () => {
    const thrown = new FakeIdentityError('server_error', 'Cancelled', {
      error: 'access_denied',
      errorDescription: 'Cancelled',
    });
    expect(toAuthFailure(thrown)).toEqual({
      code: 'server_error',
      message: 'Cancelled',
      error: 'access_denied',
      errorDescription: 'Cancelled',
    });
  });

  it('a plain object with a known code works as well; the code stands in for a missing message', () => {
    expect(toAuthFailure({ code: 'sub_mismatch' })).toEqual({
      code: 'sub_mismatch',
      message: 'sub_mismatch',
    });
  });

  it('anything else is unknown', () => {
    expect(toAuthFailure(new Error('boom'))).toEqual({ code: 'unknown', message: 'boom' });
    expect(toAuthFailure({ code: 'ECONNRESET' })).toEqual({
      code: 'unknown',
      message: 'Sign-in failed',
    });
    expect(toAuthFailure('text')).toEqual({ code: 'unknown', message: 'text' });
    expect(toAuthFailure(undefined)).toEqual({ code: 'unknown', message: 'Sign-in failed' });
    expect(toAuthFailure(null)).toEqual({ code: 'unknown', message: 'Sign-in failed' });
  });

  it('"timeout of network or hidden frame" are the timeouts', () => {
    expect(isTimeoutFailure(toAuthFailure({ code: 'network_timeout' }))).toBe(true);
    expect(isTimeoutFailure(toAuthFailure({ code: 'frame_timeout' }))).toBe(true);
    expect(isTimeoutFailure(toAuthFailure({ code: 'server_error' }))).toBe(false);
    expect(isTimeoutFailure(toAuthFailure('timeout'))).toBe(false);
  });

  it('property: never throws, always a code and a message', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        const failure = toAuthFailure(thrown);
        expect(typeof failure.code).toBe('string');
        expect(typeof failure.message).toBe('string');
      }),
    );
  });
});
