import type { IdentityError, IdentityErrorCode } from '@scanwise/core';

/** An {@link IdentityError} that is also an Error: what the identity adapter rejects with. */
export class OidcIdentityError extends Error implements IdentityError {
  override readonly name = 'OidcIdentityError';
  readonly code: IdentityErrorCode;
  readonly error?: string;
  readonly errorDescription?: string;

  constructor(
    code: IdentityErrorCode,
    message: string,
    extra: { error?: string | null; errorDescription?: string | null; cause?: unknown } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.code = code;
    if (extra.error != null) this.error = extra.error;
    if (extra.errorDescription != null) this.errorDescription = extra.errorDescription;
  }
}

/** oidc-client-ts messages (3.5) and the identity error they mean (spec section 8). */
const MESSAGE_CODES: readonly (readonly [RegExp, IdentityErrorCode])[] = [
  [/^No matching state found in storage/i, 'no_matching_state'],
  [/^No state in response/i, 'no_state_in_response'],
  [/^State does not match/i, 'state_mismatch'],
  [/authority mismatch|No authority on state/i, 'authority_mismatch'],
  [/client_id mismatch|No client_id on state/i, 'client_id_mismatch'],
  [/ID Token is missing a subject claim/i, 'missing_subject'],
  [
    /sub in id_token does not match current sub|subject from UserInfo response does not match/i,
    'sub_mismatch',
  ],
  [/Expected code in response|A code is required/i, 'missing_code'],
  [/IFrame timed out|IFrame removed from DOM/i, 'frame_timeout'],
  [/Network timed out/i, 'network_timeout'],
  [/Popup blocked/i, 'popup_blocked'],
  [/Popup closed|Popup aborted/i, 'popup_closed'],
];

interface ErrorResponseLike {
  readonly name?: unknown;
  readonly message?: unknown;
  readonly error?: unknown;
  readonly error_description?: unknown;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Maps whatever oidc-client-ts (or the password grant) threw to a core {@link IdentityError}:
 * ErrorResponse (the server's error and description; `invalid_grant` on a password sign-in means
 * wrong credentials), ErrorTimeout (network or hidden frame), and the library's own messages.
 */
export function toIdentityError(
  thrown: unknown,
  context: { readonly passwordGrant?: boolean } = {},
): OidcIdentityError {
  if (thrown instanceof OidcIdentityError) return thrown;
  const candidate = (
    typeof thrown === 'object' && thrown !== null ? thrown : {}
  ) as ErrorResponseLike;
  const message =
    textOf(candidate.message) ?? (typeof thrown === 'string' ? thrown : 'Identity request failed');
  const name = textOf(candidate.name);

  if (name === 'ErrorResponse') {
    const error = textOf(candidate.error);
    const description = textOf(candidate.error_description);
    const code: IdentityErrorCode =
      context.passwordGrant === true && error === 'invalid_grant'
        ? 'invalid_credentials'
        : 'server_error';
    return new OidcIdentityError(code, description ?? error ?? message, {
      error,
      errorDescription: description,
      cause: thrown,
    });
  }

  for (const [pattern, code] of MESSAGE_CODES) {
    if (pattern.test(message)) return new OidcIdentityError(code, message, { cause: thrown });
  }

  if (name === 'ErrorTimeout') {
    const code: IdentityErrorCode = /iframe/i.test(message) ? 'frame_timeout' : 'network_timeout';
    return new OidcIdentityError(code, message, { cause: thrown });
  }
  // No answer at all (offline, DNS, CORS): the nearest identity error is the network one.
  if (
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    (thrown instanceof TypeError && /fetch|network|load failed/i.test(message))
  ) {
    return new OidcIdentityError('network_timeout', message, { cause: thrown });
  }
  return new OidcIdentityError('server_error', message, { cause: thrown });
}
