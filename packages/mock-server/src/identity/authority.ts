import { generateKeyPairSync, randomBytes, verify, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { errors } from 'oidc-provider';
import type {
  Account as OidcAccount,
  Configuration,
  Grant,
  InteractionResults,
  JWK,
  KoaContextWithOIDC,
  ResourceServer,
} from 'oidc-provider';
import type { Account, AccountDirectory } from './accounts.js';
import {
  errorPage,
  loginPage,
  memberPickerPage,
  signedOutPage,
  socialPage,
  staffLoginPage,
} from './pages.js';
import { createAuthorityStorage, type AuthorityStorage } from './storage.js';

export type AuthorityName = 'members' | 'obo';

export const WEB_CLIENT_ID = 'scanwise-web';
/** Scopes the platform knows; the web app asks for all four. */
export const SUPPORTED_SCOPES = ['openid', 'offline_access', 'profile', 'roles'] as const;
const DEFAULT_PASSWORD_SCOPE = SUPPORTED_SCOPES.join(' ');
/** The claim that carries the token generation of a subject (see expireTokensOf). */
export const GENERATION_CLAIM = 'sw_gen';

export interface IdentityLogger {
  info?(message: string, details?: Record<string, unknown>): void;
  warn?(message: string, details?: Record<string, unknown>): void;
}

export interface AuthorityOptions {
  name: AuthorityName;
  publicOrigin: string;
  webOrigins: readonly string[];
  accounts: AccountDirectory;
  apiAudience: string;
  accessTokenTtlSeconds: number;
  /** Current token generation of a subject; tokens from an older generation are refused. */
  generationOf(sub: string): number;
  logger?: IdentityLogger | undefined;
}

export interface Authority {
  readonly name: AuthorityName;
  /** `{publicOrigin}/members` or `{publicOrigin}/obo`. */
  readonly issuer: string;
  /** `/members` or `/obo`. */
  readonly prefix: string;
  /** Public signing keys by kid. */
  readonly publicKeys: ReadonlyMap<string, KeyObject>;
  readonly storage: AuthorityStorage;
  readonly provider: Provider;
  /** Whether this authority answers the path (without query). */
  claims(pathname: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

interface InteractionParams {
  idp?: string;
  login_hint?: string;
  ui_locales?: string;
}

/** What an interaction result may carry besides login/consent: the acting staff member. */
interface OboResult {
  obo?: { staffId: string };
}

function generateSigningKey(): { jwk: JWK; kid: string; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } as JWK;
  return { jwk, kid, publicKey };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  formActionOrigins: Iterable<string>,
): void {
  // A form's submission ends in a redirect back to the app: Chromium checks form-action against
  // every hop of that redirect, so the registered app origins must be allowed beside 'self'.
  const formAction = ["'self'", ...formActionOrigins].join(' ');
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'`,
  );
  res.end(html);
}

/** The post-logout redirect: `state` in the query and in the fragment (see protocols.md). */
function withState(target: string, state: string | undefined): string {
  const url = new URL(target);
  if (state !== undefined) {
    url.searchParams.set('state', state);
    url.hash = new URLSearchParams({ state }).toString();
  }
  return url.href;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

const splitScope = (scope: string | undefined): string[] =>
  scope ? scope.split(' ').filter(Boolean) : [];

export function createAuthority(options: AuthorityOptions): Authority {
  const { name, accounts, apiAudience, logger } = options;
  const prefix = `/${name}`;
  const issuer = `${options.publicOrigin.replace(/\/$/, '')}${prefix}`;
  const webOrigins = new Set(options.webOrigins.map((origin) => new URL(origin).origin));
  const sendPage = (res: ServerResponse, status: number, html: string): void =>
    sendHtml(res, status, html, webOrigins);
  const storage = createAuthorityStorage();
  const key = generateSigningKey();
  const publicKeys = new Map([[key.kid, key.publicKey]]);
  /** grant id -> the staff account acting through it (on-behalf-of authority). */
  const staffOfGrant = new Map<string, string>();
  /** sid put in password-grant id tokens -> their grant (no browser session exists there). */
  const grantOfPasswordSid = new Map<string, string>();
  /** interaction uid -> staff account that passed the staff sign-in. */
  const staffOfInteraction = new Map<string, string>();

  const resourceServer: ResourceServer = {
    scope: SUPPORTED_SCOPES.join(' '),
    audience: apiAudience,
    accessTokenTTL: options.accessTokenTtlSeconds,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };

  const redirectUris = [...webOrigins].flatMap((origin) => [
    `${origin}/sign-in/callback`,
    `${origin}/sign-in/callback/login/obo`,
    `${origin}/sign-out/callback`,
  ]);
  const postLogoutRedirectUris = [...webOrigins].map((origin) => `${origin}/sign-out/callback`);

  const staffClaim = (grantId: string | undefined): { act?: { sub: string; email?: string } } => {
    const staffId = grantId === undefined ? undefined : staffOfGrant.get(grantId);
    if (staffId === undefined) return {};
    const staff = accounts.findById(staffId);
    return { act: { sub: staffId, ...(staff ? { email: staff.email } : {}) } };
  };

  const toOidcAccount = (ctx: KoaContextWithOIDC | undefined, account: Account): OidcAccount => ({
    accountId: account.id,
    claims: () => ({
      sub: account.id,
      email: account.email,
      role: account.role,
      IsPartial: account.isPartial,
      ...staffClaim(ctx?.oidc.entities.Grant?.jti),
    }),
  });

  const configuration: Configuration = {
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
    jwks: { keys: [key.jwk] },
    adapter: storage.Adapter,
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
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
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
          return resourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: endSessionWithoutConfirmation,
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
    },
    clientBasedCORS: (_ctx, origin) => webOrigins.has(origin),
    findAccount: (ctx, sub) => {
      const account = accounts.findById(sub);
      return account ? toOidcAccount(ctx, account) : undefined;
    },
    extraTokenClaims: (_ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      return {
        [GENERATION_CLAIM]: options.generationOf(token.accountId),
        ...staffClaim(token.grantId),
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

  /** First-party client: consent is granted without a screen. */
  async function autoGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
    const { oidc } = ctx;
    const client = oidc.client;
    const account = oidc.account;
    if (!client || !account) return undefined;
    const result = oidc.result as (OboResult & { consent?: { grantId?: string } }) | undefined;
    const staffId = result?.obo?.staffId;
    const existingId = result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
    let grant = existingId ? await provider.Grant.find(existingId) : undefined;
    if (
      grant &&
      (grant.accountId !== account.accountId ||
        (staffId !== undefined && staffOfGrant.get(grant.jti) !== staffId))
    ) {
      grant = undefined;
    }
    grant ??= new provider.Grant({ accountId: account.accountId, clientId: client.clientId });
    if (client.clientId !== WEB_CLIENT_ID) return grant;
    const requested = [...oidc.requestParamScopes].filter((scope) =>
      (SUPPORTED_SCOPES as readonly string[]).includes(scope),
    );
    grant.addOIDCScope(requested.join(' '));
    for (const resource of Object.keys(oidc.resourceServers ?? {})) {
      grant.addResourceScope(resource, requested.join(' '));
    }
    await grant.save();
    if (staffId !== undefined) staffOfGrant.set(grant.jti, staffId);
    return grant;
  }

  /**
   * End session for the first-party client without a confirmation page: the same steps as
   * oidc-provider's confirm action (revoke the session's grants, destroy the session, clear
   * its cookie), then a redirect to the post-logout URI with `state` both in the query and in
   * the fragment (oidc-client-ts reads the fragment when the app uses response_mode fragment).
   */
  async function endSessionWithoutConfirmation(ctx: KoaContextWithOIDC): Promise<void> {
    const session = ctx.oidc.session;
    const state = session?.state as
      { clientId?: string; state?: string; postLogoutRedirectUri?: string } | undefined;
    if (session) {
      for (const { grantId } of Object.values(session.authorizations ?? {})) {
        if (grantId) {
          storage.revokeGrant(grantId);
          staffOfGrant.delete(grantId);
        }
      }
      await session.destroy();
      ctx.oidc.cookies.set(provider.cookieName('session'), null, { path: '/' });
    }
    const target = state?.postLogoutRedirectUri;
    if (!target) {
      ctx.type = 'html';
      ctx.status = 200;
      ctx.body = signedOutPage();
      return;
    }
    ctx.status = 303;
    ctx.redirect(withState(target, state?.state ?? undefined));
  }

  const provider = new Provider(issuer, configuration);
  // Put `sid` in every id token (oidc-provider only does so for back-channel logout clients),
  // so that an end-session request without cookies can name the session it ends. The Client
  // class is this provider's own: nothing else is affected.
  (provider.Client.prototype as unknown as { includeSid(): boolean }).includeSid = () => true;
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    logger?.warn?.(`identity ${name}: server error`, { error: String(error) });
  });

  if (name === 'members') {
    provider.registerGrantType(
      'password',
      async (ctx) => {
        await passwordGrant(ctx);
      },
      ['username', 'password', 'scope', 'environment'],
    );
  }

  /** Resource-Owner Password grant (members authority): username is the e-mail. */
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
    const unsupported = requested.filter(
      (scope) => !(SUPPORTED_SCOPES as readonly string[]).includes(scope),
    );
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
    const account = toOidcAccount(ctx, member);
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
      const sid = `pwd-${grant.jti}`;
      grantOfPasswordSid.set(sid, grant.jti);
      token.set('sid', sid);
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

  const providerCallback = provider.callback();

  async function dispatchToProvider(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const original = req.url ?? '/';
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
    req.url = original.slice(prefix.length) || '/';
    await providerCallback(req, res);
  }

  async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ): Promise<void> {
    const match = /^\/interaction\/([^/]+)(?:\/(login|social|member|abort))?$/.exec(
      pathname.slice(prefix.length),
    );
    const uid = match?.[1];
    if (!match || uid === undefined) {
      sendPage(res, 404, errorPage('Not found', 'This sign-in page does not exist.'));
      return;
    }
    const step = match[2];
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      sendPage(
        res,
        400,
        errorPage(
          'Sign-in expired',
          'This sign-in has expired or was already used. Start again from the app.',
        ),
      );
      return;
    }
    if (details.uid !== uid) {
      sendPage(
        res,
        400,
        errorPage('Sign-in expired', 'This sign-in does not match. Start again from the app.'),
      );
      return;
    }
    const base = `${prefix}/interaction/${uid}`;
    const abortAction = `${base}/abort`;
    const params = details.params as InteractionParams;
    const method = req.method ?? 'GET';

    if (step === 'abort' && method === 'POST') {
      staffOfInteraction.delete(uid);
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-user aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    if (details.prompt.name === 'consent') {
      // Only reached with an explicit prompt=consent: grant it, the client is first-party.
      const grant = await autoGrantForInteraction(details);
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId: grant } },
        { mergeWithLastSubmission: true },
      );
      return;
    }

    if (name === 'members') {
      const social = step === 'social' || (step === undefined && params.idp === 'social');
      if (method === 'GET' && (step === undefined || step === 'social')) {
        sendPage(
          res,
          200,
          social
            ? socialPage({ action: `${base}/social`, abortAction })
            : loginPage({
                action: `${base}/login`,
                abortAction,
                socialHref: `${base}/social`,
                ...(params.login_hint ? { email: params.login_hint } : {}),
              }),
        );
        return;
      }
      if (method === 'POST' && step === 'login') {
        const form = await readForm(req);
        const email = form.get('email') ?? '';
        const member = accounts.verifyPassword(email, form.get('password') ?? '');
        if (!member || member.kind !== 'member') {
          sendPage(
            res,
            400,
            loginPage({
              action: `${base}/login`,
              abortAction,
              socialHref: `${base}/social`,
              email,
              error: 'The email or password is incorrect.',
            }),
          );
          return;
        }
        logger?.info?.(`identity ${name}: password sign-in`, { sub: member.id });
        await provider.interactionFinished(req, res, {
          login: { accountId: member.id, amr: ['pwd'] },
        });
        return;
      }
      if (method === 'POST' && step === 'social') {
        const form = await readForm(req);
        const email = (form.get('email') ?? '').trim();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
          sendPage(
            res,
            400,
            socialPage({
              action: `${base}/social`,
              abortAction,
              email,
              error: 'Enter a valid email address.',
            }),
          );
          return;
        }
        const existing = accounts.findByEmail(email);
        if (existing && existing.kind !== 'member') {
          sendPage(
            res,
            400,
            socialPage({
              action: `${base}/social`,
              abortAction,
              email,
              error: 'This email cannot be used for a social sign-in.',
            }),
          );
          return;
        }
        const member = existing ?? accounts.createSocialMember(email);
        logger?.info?.(`identity ${name}: social sign-in`, {
          sub: member.id,
          created: existing === undefined,
        });
        await provider.interactionFinished(req, res, {
          login: { accountId: member.id, amr: ['social'] },
        });
        return;
      }
    } else {
      if (method === 'GET' && step === undefined) {
        sendPage(res, 200, staffLoginPage({ action: `${base}/login`, abortAction }));
        return;
      }
      if (method === 'POST' && step === 'login') {
        const form = await readForm(req);
        const email = form.get('email') ?? '';
        const staff = accounts.verifyPassword(email, form.get('password') ?? '');
        if (!staff || staff.kind !== 'staff') {
          sendPage(
            res,
            400,
            staffLoginPage({
              action: `${base}/login`,
              abortAction,
              email,
              error: 'The staff email or password is incorrect.',
            }),
          );
          return;
        }
        staffOfInteraction.set(uid, staff.id);
        sendPage(
          res,
          200,
          memberPickerPage({
            action: `${base}/member`,
            abortAction,
            staffEmail: staff.email,
            members: accounts.listMembers(),
          }),
        );
        return;
      }
      if (method === 'POST' && step === 'member') {
        const staffId = staffOfInteraction.get(uid);
        const staff = staffId === undefined ? undefined : accounts.findById(staffId);
        if (staffId === undefined || !staff) {
          sendPage(
            res,
            400,
            staffLoginPage({
              action: `${base}/login`,
              abortAction,
              error: 'Sign in with your staff account first.',
            }),
          );
          return;
        }
        const form = await readForm(req);
        const member = accounts.findById(form.get('member') ?? '');
        if (!member || member.kind !== 'member') {
          sendPage(
            res,
            400,
            memberPickerPage({
              action: `${base}/member`,
              abortAction,
              staffEmail: staff.email,
              members: accounts.listMembers(),
              error: 'Choose a member from the list.',
            }),
          );
          return;
        }
        staffOfInteraction.delete(uid);
        logger?.info?.(`identity ${name}: on-behalf-of sign-in`, {
          sub: member.id,
          staff: staffId,
        });
        const result: OboResult & { login: { accountId: string; amr: string[] } } = {
          login: { accountId: member.id, amr: ['pwd'] },
          obo: { staffId },
        };
        await provider.interactionFinished(req, res, result as InteractionResults);
        return;
      }
    }
    sendPage(res, 405, errorPage('Not allowed', 'This sign-in step does not accept that request.'));
  }

  /** Grant for an explicit consent prompt (returns the grant id). */
  async function autoGrantForInteraction(
    details: Awaited<ReturnType<Provider['interactionDetails']>>,
  ): Promise<string> {
    const accountId = details.session?.accountId;
    const clientId = details.params['client_id'];
    if (typeof accountId !== 'string' || typeof clientId !== 'string') {
      throw new Error('consent without a signed-in account');
    }
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId });
    const requested = splitScope(
      typeof details.params['scope'] === 'string' ? details.params['scope'] : undefined,
    ).filter((scope) => (SUPPORTED_SCOPES as readonly string[]).includes(scope));
    grant.addOIDCScope(requested.join(' '));
    grant.addResourceScope(apiAudience, requested.join(' '));
    return grant.save();
  }

  async function handleUserinfo(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const header = req.headers.authorization ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    const verified = token ? verifyOwnAccessToken(token) : null;
    const account = verified ? accounts.findById(verified.sub) : undefined;
    if (!verified || !account) {
      res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
      sendJson(res, 401, {
        error: 'invalid_token',
        error_description: 'invalid or expired access token',
      });
      return;
    }
    await Promise.resolve();
    sendJson(res, 200, {
      sub: account.id,
      email: account.email,
      role: account.role,
      IsPartial: account.isPartial,
      ...(verified.act ? { act: verified.act } : {}),
    });
  }

  /**
   * End session when the request carries no session cookie of this authority (the app's
   * fire-and-forget POST, or a browser whose session already ended): the id_token_hint's `sid`
   * names the session (or password grant) to end. No confirmation page either way.
   */
  async function handleLogoutWithoutSession(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const params =
      req.method === 'POST'
        ? await readForm(req)
        : new URL(req.url ?? '/', 'http://localhost').searchParams;
    const hint = params.get('id_token_hint');
    const clientId = params.get('client_id');
    let client: Awaited<ReturnType<typeof provider.Client.find>>;
    let sid: unknown;
    if (hint) {
      const aud = decodeJwt(hint)?.payload['aud'];
      client = typeof aud === 'string' ? await provider.Client.find(aud) : undefined;
      if (!client || (clientId && clientId !== client.clientId)) {
        sendPage(res, 400, errorPage('Sign-out problem', 'The sign-out request is not valid.'));
        return;
      }
      try {
        sid = (await provider.IdToken.validate(hint, client)).payload['sid'];
      } catch {
        sendPage(res, 400, errorPage('Sign-out problem', 'The ID token hint is not valid.'));
        return;
      }
    } else if (clientId) {
      client = await provider.Client.find(clientId);
    }
    if (client && typeof sid === 'string') {
      const passwordGrant = grantOfPasswordSid.get(sid);
      const session = storage.findSessionBySid(client.clientId, sid);
      for (const grantId of [passwordGrant, session?.grantId]) {
        if (grantId) {
          storage.revokeGrant(grantId);
          staffOfGrant.delete(grantId);
        }
      }
      grantOfPasswordSid.delete(sid);
      if (session) storage.destroySession(session.sessionId);
    }
    const target = params.get('post_logout_redirect_uri');
    if (!target || !client) {
      sendPage(res, 200, signedOutPage());
      return;
    }
    if (!client.postLogoutRedirectUriAllowed(target)) {
      sendPage(res, 400, errorPage('Sign-out problem', 'post_logout_redirect_uri not registered'));
      return;
    }
    res.statusCode = 303;
    res.setHeader('Location', withState(target, params.get('state') ?? undefined));
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  }

  /**
   * On-behalf-of sign-ins always show the staff sign-in and member picker (prompt=login when
   * the app asked for no prompt): a staff session must not silently reuse the last member.
   */
  function forceStaffSignIn(req: IncomingMessage): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.searchParams.has('prompt') || url.searchParams.has('request')) return;
    url.searchParams.set('prompt', 'login');
    req.url = `${url.pathname}${url.search}`;
  }

  /** Whether the request's session cookie names a stored session with a signed-in account. */
  const hasSignedInSession = (req: IncomingMessage): boolean => {
    const prefixOfCookie = `${provider.cookieName('session')}=`;
    const value = (req.headers.cookie ?? '')
      .split(';')
      .map((pair) => pair.trim())
      .find((pair) => pair.startsWith(prefixOfCookie))
      ?.slice(prefixOfCookie.length);
    return value !== undefined && storage.sessionAccountOf(decodeURIComponent(value)) !== undefined;
  };

  const verifyOwnAccessToken = (token: string) =>
    verifyJwtAccessToken(token, {
      issuer,
      publicKeys,
      audience: apiAudience,
      generationOf: (sub) => options.generationOf(sub),
    });

  const claimedPrefixes =
    name === 'members'
      ? [`${prefix}/connect/`, `${prefix}/.well-known/`, `${prefix}/interaction/`]
      : [`${prefix}/`];

  return {
    name,
    issuer,
    prefix,
    publicKeys,
    storage,
    provider,
    claims: (pathname) =>
      claimedPrefixes.some((p) => pathname.startsWith(p)) ||
      (name === 'obo' && pathname === prefix),
    async handle(req, res) {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const origin = req.headers.origin;
      if (origin && webOrigins.has(origin)) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Access-Control-Allow-Credentials', 'true');
        res.setHeader('Vary', 'Origin');
        if (req.method === 'OPTIONS') {
          res.statusCode = 204;
          res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
          res.setHeader(
            'Access-Control-Allow-Headers',
            req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
          );
          res.setHeader('Access-Control-Max-Age', '600');
          res.end();
          return;
        }
      }
      if (name === 'obo' && pathname === `${prefix}/connect/authorize` && req.method === 'GET') {
        forceStaffSignIn(req);
      }
      if (pathname.startsWith(`${prefix}/interaction/`)) {
        await handleInteraction(req, res, pathname);
        return;
      }
      if (
        pathname === `${prefix}/connect/logout` &&
        (req.method === 'GET' || req.method === 'POST') &&
        !hasSignedInSession(req)
      ) {
        await handleLogoutWithoutSession(req, res);
        return;
      }
      if (pathname === `${prefix}/connect/userinfo`) {
        await handleUserinfo(req, res);
        return;
      }
      await dispatchToProvider(req, res);
    },
  };
}

export interface VerifiedAccessToken {
  sub: string;
  scope: string;
  exp: number;
  act?: { sub: string; email?: string };
}

interface VerifyOptions {
  issuer: string;
  publicKeys: ReadonlyMap<string, KeyObject>;
  audience: string;
  generationOf(sub: string): number;
  now?: number;
}

/** Decodes a JWT's parts without verifying anything. */
export function decodeJwt(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signingInput: string;
  signature: Buffer;
} | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, s] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as unknown;
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as unknown;
    if (
      typeof header !== 'object' ||
      header === null ||
      typeof payload !== 'object' ||
      payload === null
    ) {
      return null;
    }
    return {
      header: header as Record<string, unknown>,
      payload: payload as Record<string, unknown>,
      signingInput: `${h}.${p}`,
      signature: Buffer.from(s, 'base64url'),
    };
  } catch {
    return null;
  }
}

/**
 * Verifies a JWT access token of one authority: RS256 signature by one of its keys, `typ`
 * at+jwt, issuer, audience, expiry and the subject's token generation.
 */
export function verifyJwtAccessToken(
  token: string,
  options: VerifyOptions,
): VerifiedAccessToken | null {
  const decoded = decodeJwt(token);
  if (!decoded) return null;
  const { header, payload } = decoded;
  if (header['alg'] !== 'RS256' || header['typ'] !== 'at+jwt') return null;
  const kid = header['kid'];
  const publicKey = typeof kid === 'string' ? options.publicKeys.get(kid) : undefined;
  if (!publicKey) return null;
  if (!verify('sha256', Buffer.from(decoded.signingInput), publicKey, decoded.signature)) {
    return null;
  }
  if (payload['iss'] !== options.issuer) return null;
  const aud = payload['aud'];
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(options.audience)) return null;
  const { sub, exp, scope } = payload;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (typeof sub !== 'string' || typeof exp !== 'number' || exp <= now) return null;
  const generation = payload[GENERATION_CLAIM];
  if (typeof generation !== 'number' || generation < options.generationOf(sub)) return null;
  const act = payload['act'];
  const actor =
    typeof act === 'object' && act !== null && typeof (act as { sub?: unknown }).sub === 'string'
      ? (act as { sub: string; email?: string })
      : undefined;
  return {
    sub,
    exp,
    scope: typeof scope === 'string' ? scope : '',
    ...(actor ? { act: actor } : {}),
  };
}
