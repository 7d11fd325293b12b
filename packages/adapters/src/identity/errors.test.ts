import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { OidcIdentityError, toIdentityError } from './errors';

describe('identity error mapping (oidc-client-ts -> core IdentityError)', () => {
  it.each([
    ['No matching state found in storage', 'no_matching_state'],
    ['No state in response', 'no_state_in_response'],
    ['State does not match', 'state_mismatch'],
    ['authority mismatch on settings vs. signin state', 'authority_mismatch'],
    ['client_id mismatch on settings vs. signin state', 'client_id_mismatch'],
    ['ID Token is missing a subject claim', 'missing_subject'],
    ['sub in id_token does not match current sub', 'sub_mismatch'],
    ['Expected code in response', 'missing_code'],
    ['Popup closed by user', 'popup_closed'],
    ['Popup blocked by user', 'popup_blocked'],
  ])('%s -> %s', (message, code) => {
    const mapped = toIdentityError(new Error(message));
    expect(mapped).toBeInstanceOf(OidcIdentityError);
    expect(mapped).toMatchObject({ code, message });
  });

  it('timeouts: network or hidden frame', () => {
    expect(toIdentityError(new ErrorTimeout('Network timed out')).code).toBe('network_timeout');
    expect(toIdentityError(new ErrorTimeout('IFrame timed out without a response')).code).toBe(
      'frame_timeout',
    );
    // No answer at all (Chromium 'Failed to fetch', Node 'fetch failed') counts as the network one.
    expect(toIdentityError(new TypeError('Failed to fetch')).code).toBe('network_timeout');
    expect(toIdentityError(new TypeError('fetch failed')).code).toBe('network_timeout');
  });

  it('server errors carry their code and description; invalid_grant on a password is credentials', () => {
    const response = new ErrorResponse({ error: 'access_denied', error_description: 'Cancelled' });
    expect(toIdentityError(response)).toMatchObject({
      code: 'server_error',
      error: 'access_denied',
      errorDescription: 'Cancelled',
      message: 'Cancelled',
    });
    const grant = new ErrorResponse({ error: 'invalid_grant', error_description: 'bad' });
    expect(toIdentityError(grant, { passwordGrant: true }).code).toBe('invalid_credentials');
    expect(toIdentityError(grant).code).toBe('server_error');
    expect(toIdentityError('weird').code).toBe('server_error');
  });
});
