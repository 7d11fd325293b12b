import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccountDirectory } from './accounts.js';
import { verifyJwtAccessToken } from './accessTokens.js';
import {
  createAuthority,
  type Authority,
  type AuthorityName,
  type IdentityLogger,
} from './authority.js';

export type { Account, AccountDirectory, SeedAccount } from './accounts.js';
export { createInMemoryAccountDirectory } from './accounts.js';
export type { AuthorityName, IdentityLogger } from './authority.js';
export { SUPPORTED_SCOPES, WEB_CLIENT_ID } from './scopes.js';

export interface IdentityAuthoritiesOptions {
  /** Origin the platform is reached at, e.g. http://localhost:4000; issuers are {origin}/members and {origin}/obo. */
  publicOrigin: string;
  /** Origins of the web app: redirect URIs are built from them and CORS allows them. */
  webOrigins: string[];
  accounts: AccountDirectory;
  /** Audience of the JWT access tokens; defaults to `${publicOrigin}/api`. */
  apiAudience?: string;
  /** Access-token lifetime; defaults to 3600 s. */
  accessTokenTtlSeconds?: number;
  logger?: IdentityLogger;
}

export interface VerifiedToken {
  sub: string;
  authority: AuthorityName;
  scope: string;
  exp: number;
  /** On-behalf-of tokens: the staff account acting for the member `sub`. */
  act?: { sub: string; email?: string };
}

export interface IdentityAuthorities {
  /** Issuer URLs, e.g. { members: 'http://localhost:4000/members', obo: 'http://localhost:4000/obo' }. */
  readonly issuers: Readonly<Record<AuthorityName, string>>;
  readonly apiAudience: string;
  /**
   * Answers the request when it belongs to an authority (returns true; the answer may still be
   * under way), otherwise returns false and leaves the request alone.
   * Members: /members/connect/*, /members/.well-known/*, /members/interaction/*.
   * On-behalf-of: everything under /obo/.
   */
  handleRequest(req: IncomingMessage, res: ServerResponse): boolean;
  /** Signature (each authority's own keys), typ, issuer, audience, expiry, revocation: else null. */
  verifyAccessToken(token: string): Promise<VerifiedToken | null>;
  /** Revokes grants, refresh tokens and access tokens of the subject in both authorities. */
  revokeTokensOf(sub: string): Promise<void>;
  /** Makes the subject's existing access tokens fail verification (refresh tokens still work). */
  expireTokensOf(sub: string): void;
  close(): Promise<void>;
}

export async function createIdentityAuthorities(
  options: IdentityAuthoritiesOptions,
): Promise<IdentityAuthorities> {
  const publicOrigin = new URL(options.publicOrigin).origin;
  const apiAudience = options.apiAudience ?? `${publicOrigin}/api`;
  const generations = new Map<string, number>();
  const generationOf = (sub: string): number => generations.get(sub) ?? 0;
  const bump = (sub: string): void => {
    generations.set(sub, generationOf(sub) + 1);
  };
  const common = {
    publicOrigin,
    webOrigins: options.webOrigins,
    accounts: options.accounts,
    apiAudience,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    generationOf,
    logger: options.logger,
  };
  const authorities: Authority[] = [
    createAuthority({ ...common, name: 'members' }),
    createAuthority({ ...common, name: 'obo' }),
  ];
  const [members, obo] = authorities as [Authority, Authority];
  // Keys are generated synchronously; keep the promise-returning signature for callers.
  await Promise.resolve();

  return {
    issuers: { members: members.issuer, obo: obo.issuer },
    apiAudience,
    handleRequest(req, res) {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const authority = authorities.find((candidate) => candidate.claims(pathname));
      if (!authority) return false;
      authority.handle(req, res).catch((error: unknown) => {
        options.logger?.warn?.('identity request failed', { error: String(error) });
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify({ error: 'server_error' }));
        } else {
          res.end();
        }
      });
      return true;
    },
    verifyAccessToken(token) {
      for (const authority of authorities) {
        const verified = verifyJwtAccessToken(token, {
          issuer: authority.issuer,
          publicKeys: authority.publicKeys,
          audience: apiAudience,
          generationOf,
        });
        if (verified) return Promise.resolve({ ...verified, authority: authority.name });
      }
      return Promise.resolve(null);
    },
    revokeTokensOf(sub) {
      bump(sub);
      for (const authority of authorities) {
        for (const grantId of authority.storage.grantIdsOf(sub))
          authority.storage.revokeGrant(grantId);
      }
      return Promise.resolve();
    },
    expireTokensOf(sub) {
      bump(sub);
    },
    close() {
      for (const authority of authorities) {
        authority.provider.removeAllListeners();
        authority.storage.clear();
      }
      return Promise.resolve();
    },
  };
}
