import type { HttpClient } from '../http';
import type { Logger } from '../ports';
import { SESSION_CALLS, type CallName, type CallRequest, type CallResponse } from '../schemas';
import { MemberCallRunner } from './memberCallRunner';

export interface SessionApiOptions {
  readonly client: HttpClient;
  readonly logger?: Logger | undefined;
  /** "Sent in production only": the conversion call stays silent elsewhere. Default false. */
  readonly production?: boolean;
}

const sessionCallDefinition = (
  name: CallName,
): (typeof SESSION_CALLS)[keyof typeof SESSION_CALLS] | undefined =>
  (SESSION_CALLS as Partial<Record<CallName, (typeof SESSION_CALLS)[keyof typeof SESSION_CALLS]>>)[
    name
  ];

/** The session's three calls, as SessionCore offers them (their client may load on first call). */
export type SessionCalls = Pick<
  SessionApi,
  'loadMember' | 'sendMetaConversion' | 'logoutAtIdentityProvider'
>;

/**
 * The member calls the session part makes (the member load, the identity logout, the
 * conversion of a page view), over the few definitions it needs (SESSION_CALLS), so a first
 * page carries neither the whole catalogue nor its schemas. MemberApi answers the same three
 * through this class.
 */
export class SessionApi {
  private readonly calls: MemberCallRunner;
  private readonly logger: Logger | undefined;
  private readonly production: boolean;

  constructor(options: SessionApiOptions) {
    this.logger = options.logger;
    this.production = options.production ?? false;
    this.calls = new MemberCallRunner({
      client: options.client,
      logger: options.logger,
      definitionOf: sessionCallDefinition,
    });
  }

  /** GET members: "data on success, otherwise nothing" (undefined; the failure is logged). */
  async loadMember(): Promise<CallResponse<'memberGet'> | undefined> {
    const result = await this.calls.attempt('warn', 'memberGet');
    return result.success ? result.data : undefined;
  }

  /**
   * POST /api/tracking/meta: "a conversion event. Sent in production only." Resolves whether it
   * was sent and accepted; never rejects (tracking never breaks a page).
   */
  async sendMetaConversion(event: CallRequest<'trackingMetaConversion'>): Promise<boolean> {
    if (!this.production) return false;
    const result = await this.calls.attempt('warn', 'trackingMetaConversion', { body: event });
    return result.success;
  }

  /**
   * POST /members/connect/logout: "form-encoded id_token_hint (the id token) with bearer access
   * token". "Fire-and-forget": never rejects; resolves whether the identity provider ended the
   * session, a failure logged (the session then removes the stored user entries). A 401 here
   * does not fire another logout event (the member is already leaving).
   */
  async logoutAtIdentityProvider(idToken: string, accessToken: string): Promise<boolean> {
    try {
      const result = await this.calls.attempt('warn', 'identityLogout', {
        body: { id_token_hint: idToken },
        token: accessToken,
        logoutOnUnauthorized: false,
      });
      return result.success;
    } catch (error) {
      this.logger?.warn('Member call identityLogout failed', {
        call: 'identityLogout',
        error: String(error),
      });
      return false;
    }
  }
}
