import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** Passwords are stored as `scrypt$N$r$p$<salt b64>$<hash b64>` (node:crypto scrypt). */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

const cache = new Map<string, string>();

/**
 * Hashes a password. A given salt makes the hash deterministic (the seed uses one per account so
 * resets are reproducible and cached); otherwise 16 random bytes.
 */
export function hashPassword(password: string, salt?: string): string {
  const saltText = salt ?? randomBytes(16).toString('base64');
  const cacheKey = salt === undefined ? undefined : `${salt}\u0000${password}`;
  if (cacheKey !== undefined) {
    const cached = cache.get(cacheKey);
    if (cached) return cached;
  }
  const hash = scryptSync(password, saltText, KEY_LENGTH, { N, r: R, p: P }).toString('base64');
  const stored = `scrypt$${N}$${R}$${P}$${saltText}$${hash}`;
  if (cacheKey !== undefined) cache.set(cacheKey, stored);
  return stored;
}

/** True when the password matches the stored hash; false for anything malformed. */
export function verifyPassword(password: string, stored: string | null | undefined): boolean {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || salt === undefined || !hash) return false;
  try {
    const expected = Buffer.from(hash, 'base64');
    const actual = scryptSync(password, salt, expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
