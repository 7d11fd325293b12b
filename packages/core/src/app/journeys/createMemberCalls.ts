import { MemberApi } from '../../api';
import type { HttpClient } from '../../http';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { createSessionClient } from '../sessionClient';

/**
 * The session's platform client and every member call over it: what each journey's services
 * call the platform with, and what the member's data is built on. Stateless (no dispose).
 */
export interface MemberCalls {
  /** The session's platform client (the session part loads it on its first call otherwise). */
  readonly http: HttpClient;
  /**
   * The member calls over it, knowing the session's own; each journey adds the parts of the
   * catalogue it makes (`api.withCalls`), so it carries no other journey's definitions.
   */
  readonly api: MemberApi;
}

export function createMemberCalls(
  session: SessionCore,
  { ports, config }: CreateSessionCoreOptions,
): MemberCalls {
  // The session's one client: created here at once unless a session call has loaded it already.
  const { http } = session.clientWith(createSessionClient);
  const api = new MemberApi({
    client: http,
    logger: ports.logger,
    production: config.environment === 'production',
    currentTimeZone: config.currentTimeZone ?? ((): string => 'UTC'),
    calls: {},
  });
  return { http, api };
}
