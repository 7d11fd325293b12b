import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import type { JWK, ResourceServer } from 'oidc-provider';
import { verifyJwtAccessToken } from './accessTokens.js';
import type { AccountDirectory } from './accounts.js';
import { createEndSession } from './endSession.js';
import { GrantLinks } from './grantLinks.js';
import { createInteractionRoute } from './interaction.js';
import { memberInteraction } from './memberInteraction.js';
import { createOidcAccounts } from './oidcAccounts.js';
import { registerPasswordGrant } from './passwordGrant.js';
import { providerConfiguration } from './providerConfiguration.js';
import { sendHtml, sendJson } from './responses.js';
import { SUPPORTED_SCOPES } from './scopes.js';
import { staffInteraction } from './staffInteraction.js';
import { createAuthorityStorage, type AuthorityStorage } from './storage.js';

export type AuthorityName = 'members' | 'obo';

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

function generateSigningKey(): { jwk: JWK; kid: string; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } as JWK;
  return { jwk, kid, publicKey };
}

/** CORS for the web app's origins; answers a preflight and returns true for it. */
function applyCors(req: IncomingMessage, res: ServerResponse, webOrigins: Set<string>): boolean {
  const origin = req.headers.origin;
  if (!origin || !webOrigins.has(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
  if (req.method !== 'OPTIONS') return false;
  res.statusCode = 204;
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
  );
  res.setHeader('Access-Control-Max-Age', '600');
  res.end();
  return true;
}

/**
 * One OIDC authority on oidc-provider, mounted under `/{name}`: the members authority (password,
 * social and authorization-code sign-ins) or the on-behalf-of authority (staff pick a member).
 * Each has its own signing key, storage and sign-in pages.
 */
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
  const grants = new GrantLinks(storage);
  const oidcAccounts = createOidcAccounts(accounts, grants);
  const resourceServer: ResourceServer = {
    scope: SUPPORTED_SCOPES.join(' '),
    audience: apiAudience,
    accessTokenTTL: options.accessTokenTtlSeconds,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };
  const endSession = createEndSession({ provider: () => provider, storage, grants, sendPage });

  const provider = new Provider(
    issuer,
    providerConfiguration({
      name,
      prefix,
      webOrigins,
      signingKey: key.jwk,
      storage,
      accounts,
      oidcAccounts,
      grants,
      endSession,
      apiAudience,
      resourceServer,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds,
      generationOf: (sub) => options.generationOf(sub),
    }),
  );
  // Put `sid` in every id token (oidc-provider only does so for back-channel logout clients),
  // so that an end-session request without cookies can name the session it ends. The Client
  // class is this provider's own: nothing else is affected.
  (provider.Client.prototype as unknown as { includeSid(): boolean }).includeSid = () => true;
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    logger?.warn?.(`identity ${name}: server error`, { error: String(error) });
  });
  if (name === 'members') {
    registerPasswordGrant(provider, {
      accounts,
      oidcAccounts,
      grants,
      apiAudience,
      resourceServer,
    });
  }
  const handleInteraction = createInteractionRoute({
    prefix,
    apiAudience,
    provider,
    handler:
      name === 'members' ? memberInteraction(accounts, logger) : staffInteraction(accounts, logger),
    sendPage,
  });
  const providerCallback = provider.callback();

  async function dispatchToProvider(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const original = req.url ?? '/';
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
    req.url = original.slice(prefix.length) || '/';
    await providerCallback(req, res);
  }

  async function handleUserinfo(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const header = req.headers.authorization ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    const verified = token
      ? verifyJwtAccessToken(token, {
          issuer,
          publicKeys,
          audience: apiAudience,
          generationOf: (sub) => options.generationOf(sub),
        })
      : null;
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
      if (applyCors(req, res, webOrigins)) return;
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
        await endSession.withoutSession(req, res);
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
