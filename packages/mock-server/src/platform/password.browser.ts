/**
 * Passwords of the in-process platform in a browser (Storybook): browsers have no synchronous
 * scrypt, and the platform's operations are synchronous. Kept as `plain$<salt>$<password>` and
 * compared character by character; no real password ever reaches a story. Node (the server,
 * e2e, the platform's own tests) resolves `#password` to password.ts, which hashes with scrypt.
 */

const randomSalt = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
};

/** Keeps a password with its salt (a given salt keeps seeds reproducible). */
export function hashPassword(password: string, salt?: string): string {
  return `plain$${salt ?? randomSalt()}$${password}`;
}

/** True when the password matches the stored one; false for anything malformed. */
export function verifyPassword(password: string, stored: string | null | undefined): boolean {
  if (!stored) return false;
  const [scheme, salt, ...rest] = stored.split('$');
  if (scheme !== 'plain' || salt === undefined || rest.length === 0) return false;
  const expected = rest.join('$');
  let difference = expected.length ^ password.length;
  for (let index = 0; index < expected.length; index += 1) {
    difference |= expected.charCodeAt(index) ^ password.charCodeAt(index);
  }
  return difference === 0;
}
