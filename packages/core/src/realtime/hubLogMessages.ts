/**
 * What the hubs write to the logger. The first two and the last are spec section 8's words,
 * exactly; the stop warning's text is not shown in the spec ("Stop while not connected: Warning
 * only") and is designed here.
 */
export const HUB_LOG_MESSAGES = {
  /** "Hub start while signed out". */
  unavailable: 'Hub connection unavailable.',
  /** "Repeat hub start". */
  alreadyEstablished: 'Hub connection already established.',
  /** "Stop while not connected": a warning only (designed text). */
  notEstablished: 'Hub connection not established.',
  /** "Failed stop". */
  failedToDisconnect: 'Failed to disconnect with hub',
  /** A start failed and will be tried again after the app-level retry delay. */
  startRetry: 'Hub connection failed to start; retrying.',
  /** A start failed while signed out or expired: no retry ("it gives up quietly"). */
  startAbandoned: 'Hub connection failed to start; not retrying.',
  /** The platform refused a start or a reconnect as unauthorized: the session has ended. */
  refusedUnauthorized: 'Hub connection refused as unauthorized; ending the session.',
  /** The automatic reconnect ran out of attempts. */
  closed: 'Hub connection closed.',
  /** A watch or unwatch invocation failed. */
  invokeFailed: 'Hub invocation failed.',
  /** A push or a watch answer did not match its schema; it was dropped. */
  malformedPayload: 'Dropped a malformed hub payload.',
} as const;
