import { verify, type KeyObject } from 'node:crypto';

/** The claim that carries the token generation of a subject (see expireTokensOf). */
export const GENERATION_CLAIM = 'sw_gen';

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
