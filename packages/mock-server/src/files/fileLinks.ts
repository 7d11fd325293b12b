/**
 * Signed links to a member's files on the platform's own origin. A browser opens them in a new
 * tab, where no bearer token goes along, so the link itself carries the member, an expiry and
 * an HMAC signature (Web Crypto, a key of this process): a changed or expired link is refused.
 */

/** How long a signed link works. */
export const FILE_LINK_TTL_MS = 60 * 60 * 1000;

const encoder = new TextEncoder();

const base64url = (bytes: ArrayBuffer): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64url = (text: string): Uint8Array<ArrayBuffer> | null => {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
};

const signed = (path: string, memberId: string, expires: string): Uint8Array<ArrayBuffer> =>
  encoder.encode(`${path}\n${memberId}\n${expires}`);

/** Web Crypto's key type, named without the DOM's types. */
type SigningKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

export class FileLinks {
  /**
   * Made on the first link signed or read, from random bytes, not generated with the platform: a
   * platform made and dropped (a test's) then leaves no key generation on Node's thread pool,
   * whose answer arriving as a worker thread exits aborts the process on Node 20.
   */
  private key: Promise<SigningKey> | undefined;

  constructor(private readonly now: () => Date) {}

  private signingKey(): Promise<SigningKey> {
    this.key ??= crypto.subtle.importKey(
      'raw',
      crypto.getRandomValues(new Uint8Array(32)),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.key;
  }

  /**
   * The link a member's call answers for a stored one: a platform path (`/files/...`,
   * `/viewer/...`) becomes a signed absolute link on `base`; any other link is kept as it is.
   */
  async link(base: string, memberId: string, stored: string): Promise<string> {
    if (!stored.startsWith('/')) return stored;
    const expires = String(Math.floor((this.now().getTime() + FILE_LINK_TTL_MS) / 1000));
    const signature = await crypto.subtle.sign(
      'HMAC',
      await this.signingKey(),
      signed(stored, memberId, expires),
    );
    const query = new URLSearchParams({ member: memberId, expires });
    return `${base.replace(/\/$/, '')}${stored}?${query.toString()}&signature=${base64url(signature)}`;
  }

  /** The member a request's signed link was made for; null when it was changed or expired. */
  async memberOf(url: URL): Promise<string | null> {
    const memberId = url.searchParams.get('member');
    const expires = url.searchParams.get('expires');
    const signature = fromBase64url(url.searchParams.get('signature') ?? '');
    if (!memberId || !expires || !/^\d+$/.test(expires) || !signature) return null;
    if (Number(expires) * 1000 <= this.now().getTime()) return null;
    const valid = await crypto.subtle.verify(
      'HMAC',
      await this.signingKey(),
      signature,
      signed(url.pathname, memberId, expires),
    );
    return valid ? memberId : null;
  }
}
