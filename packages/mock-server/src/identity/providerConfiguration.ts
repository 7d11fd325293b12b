import { randomBytes } from 'node:crypto';
import type { Configuration, Grant, JWK, KoaContextWithOIDC, ResourceServer } from 'oidc-provider';
import { errors } from 'oidc-provider';
import { GENERATION_CLAIM } from './accessTokens.js';
import type { AccountDirectory } from './accounts.js';
import type { AuthorityName } from './authority.js';
import type { EndSession } from './endSession.js';
import type { GrantLinks } from './grantLinks.js';
import type { OidcAccounts } from './oidcAccounts.js';
import { errorPage, signedOutPage } from './pages.js';
import { isSupportedScope, SUPPORTED_SCOPES, WEB_CLIENT_ID } from './scopes.js';
import type { OboResult } from './staffInteraction.js';
import type { AuthorityStorage } from './storage.js';

export interface ProviderConfigurationOptions {
  name: AuthorityName;
  prefix: string;
  webOrigins: ReadonlySet<string>;
  signingKey: JWK;
  storage: AuthorityStorage;
  accounts: AccountDirectory;
  oidcAccounts: OidcAccounts;
  grants: GrantLinks;
  endSession: EndSession;
  apiAudience: string;
  resourceServer: ResourceServer;
  accessTokenTtlSeconds: number;
  generationOf: (sub: string) => number;
}

/**
 * oidc-provider's configuration for one authority: the web app as a public PKCE client (with
 * the password grant on the members authority), `/connect/*` routes, the platform's claims,
 * JWT access tokens for the API, first-party consent without a screen, and sign-out without a
 * confirmation page.
 */
export function providerConfiguration(options: ProviderConfigurationOptions): Configuration {
  const { name, prefix, webOrigins, accounts, oidcAccounts, grants, apiAudience } = options;
  const redirectUris = [...webOrigins].flatMap((origin) => [
    `${origin}/sign-in/callback`,
    `${origin}/sign-in/callback/login/obo`,
    `${origin}/sign-out/callback`,
  ]);
  const postLogoutRedirectUris = [...webOrigins].map((origin) => `${origin}/sign-out/callback`);
  const day = 24 * 60 * 60;

  /** First-party client: consent is granted without a screen. */
  async function autoGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
    const { oidc } = ctx;
    const { client, account, provider } = oidc;
    if (!client || !account) return undefined;
    const result = oidc.result as (OboResult & { consent?: { grantId?: string } }) | undefined;
    const staffId = result?.obo?.staffId;
    const existingId = result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
    let grant = existingId ? await provider.Grant.find(existingId) : undefined;
    if (
      grant &&
      (grant.accountId !== account.accountId ||
        (staffId !== undefined && grants.staffOf(grant.jti) !== staffId))
    ) {
      grant = undefined;
    }
    grant ??= new provider.Grant({ accountId: account.accountId, clientId: client.clientId });
    if (client.clientId !== WEB_CLIENT_ID) return grant;
    const requested = [...oidc.requestParamScopes].filter(isSupportedScope);
    grant.addOIDCScope(requested.join(' '));
    for (const resource of Object.keys(oidc.resourceServers ?? {})) {
      grant.addResourceScope(resource, requested.join(' '));
    }
    await grant.save();
    if (staffId !== undefined) grants.linkStaff(grant.jti, staffId);
    return grant;
  }

  return {
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        client_name: 'Scanwise',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        response_types: ['code'],
        grant_types:
          name === 'members'
            ? ['authorization_code', 'refresh_token', 'password']
            : ['authorization_code', 'refresh_token'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        scope: SUPPORTED_SCOPES.join(' '),
      },
    ],
    jwks: { keys: [options.signingKey] },
    adapter: options.storage.Adapter,
    cookies: {
      keys: [randomBytes(32).toString('hex')],
      names: {
        session: `sw_${name}_session`,
        interaction: `sw_${name}_interaction`,
        resume: `sw_${name}_resume`,
      },
    },
    routes: {
      authorization: '/connect/authorize',
      token: '/connect/token',
      end_session: '/connect/logout',
      userinfo: '/connect/userinfo',
      jwks: '/connect/jwks',
      revocation: '/connect/revocation',
      introspection: '/connect/introspect',
      pushed_authorization_request: '/connect/par',
      code_verification: '/connect/device',
      device_authorization: '/connect/deviceauth',
      backchannel_authentication: '/connect/ciba',
      registration: '/connect/register',
    },
    scopes: [...SUPPORTED_SCOPES],
    claims: {
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
      openid: ['sub'],
      profile: ['email', 'role', 'IsPartial', 'act'],
      roles: ['role'],
    },
    conformIdTokenClaims: false,
    extraParams: ['idp', 'environment'],
    pkce: { required: () => true },
    ttl: {
      AccessToken: options.accessTokenTtlSeconds,
      IdToken: 60 * 60,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: 14 * day,
      Grant: 14 * day,
      RefreshToken: 14 * day,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== apiAudience) throw new errors.InvalidTarget();
          return options.resourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx) => options.endSession.withSession(ctx),
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
    },
    clientBasedCORS: (_ctx, origin) => webOrigins.has(origin),
    findAccount: (ctx, sub) => {
      const account = accounts.findById(sub);
      return account ? oidcAccounts.toOidcAccount(ctx, account) : undefined;
    },
    extraTokenClaims: (_ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      return {
        [GENERATION_CLAIM]: options.generationOf(token.accountId),
        ...oidcAccounts.staffClaim(token.grantId),
      };
    },
    // Refresh tokens for the first-party SPA whenever it may use them: oidc-provider drops
    // offline_access from the authorization request unless prompt=consent is asked.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: autoGrant,
    interactions: {
      url: (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}`,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(
        'Sign-in problem',
        `${String(out.error)}${out.error_description ? `: ${String(out.error_description)}` : ''}`,
      );
    },
  };
}
