import type Provider from 'oidc-provider';
import { errors, type KoaContextWithOIDC, type ResourceServer } from 'oidc-provider';
import type { AccountDirectory } from './accounts.js';
import type { GrantLinks } from './grantLinks.js';
import type { OidcAccounts } from './oidcAccounts.js';
import { isSupportedScope, splitScope, SUPPORTED_SCOPES } from './scopes.js';

const DEFAULT_PASSWORD_SCOPE = SUPPORTED_SCOPES.join(' ');

export interface PasswordGrantOptions {
  accounts: AccountDirectory;
  oidcAccounts: OidcAccounts;
  grants: GrantLinks;
  apiAudience: string;
  resourceServer: ResourceServer;
}

/**
 * The Resource-Owner Password grant of the members authority (username is the e-mail): a
 * wrong password answers 400 `invalid_grant`. oidc-provider leaves building the grant and the
 * tokens to the grant handler.
 */
export function registerPasswordGrant(provider: Provider, options: PasswordGrantOptions): void {
  const { accounts, oidcAccounts, grants, apiAudience, resourceServer } = options;

  async function passwordGrant(ctx: KoaContextWithOIDC): Promise<void> {
    const params = ctx.oidc.params as Record<string, string | undefined> | undefined;
    const client = ctx.oidc.client;
    if (!client) throw new errors.InvalidClient();
    const username = params?.['username'];
    const password = params?.['password'];
    if (!username || !password) {
      throw new errors.InvalidRequest('username and password are required');
    }
    const requested = splitScope(params['scope'] ?? DEFAULT_PASSWORD_SCOPE);
    const unsupported = requested.filter((scope) => !isSupportedScope(scope));
    if (unsupported.length > 0) {
      throw new errors.InvalidScope('requested scope is not allowed', unsupported.join(' '));
    }
    const member = accounts.verifyPassword(username, password);
    if (!member || member.kind !== 'member') {
      throw new errors.InvalidGrant('invalid username or password');
    }
    const scope = requested.join(' ');
    const grant = new provider.Grant({ accountId: member.id, clientId: client.clientId });
    grant.addOIDCScope(scope);
    grant.addResourceScope(apiAudience, scope);
    await grant.save();
    ctx.oidc.entity('Grant', grant);
    const account = oidcAccounts.toOidcAccount(ctx, member);
    ctx.oidc.entity('Account', account);

    const at = new provider.AccessToken({
      accountId: member.id,
      client,
      grantId: grant.jti,
      gty: 'password',
      expiresWithSession: false,
      scope,
    });
    at.resourceServer = new (
      provider as unknown as {
        ResourceServer: new (
          id: string,
          info: ResourceServer,
        ) => NonNullable<typeof at.resourceServer>;
      }
    ).ResourceServer(apiAudience, resourceServer);
    ctx.oidc.entity('AccessToken', at);
    const accessToken = await at.save();

    const authTime = Math.floor(Date.now() / 1000);
    let refreshToken: string | undefined;
    if (requested.includes('offline_access')) {
      const rt = new provider.RefreshToken({
        accountId: member.id,
        client,
        grantId: grant.jti,
        gty: 'password',
        expiresWithSession: false,
        resource: apiAudience,
        rotations: 0,
        scope,
        authTime,
      });
      ctx.oidc.entity('RefreshToken', rt);
      refreshToken = await rt.save();
    }

    let idToken: string | undefined;
    if (requested.includes('openid')) {
      const claims = await account.claims('id_token', scope, {}, []);
      const token = new provider.IdToken({ ...claims, auth_time: authTime }, { ctx });
      (token as unknown as { scope: string }).scope = scope;
      token.set('at_hash', accessToken);
      token.set('sid', grants.passwordSid(grant.jti));
      idToken = await token.issue({ use: 'idtoken' });
    }

    ctx.body = {
      access_token: accessToken,
      expires_in: at.expiration,
      id_token: idToken,
      refresh_token: refreshToken,
      scope,
      token_type: 'Bearer',
    };
  }

  provider.registerGrantType(
    'password',
    async (ctx) => {
      await passwordGrant(ctx);
    },
    ['username', 'password', 'scope', 'environment'],
  );
}
