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

export class FileLinks {
  private readonly key = crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

  constructor(private readonly now: () => Date) {}

  /**
   * The link a member's call answers for a stored one: a platform path (`/files/...`,
   * `/viewer/...`) becomes a signed absolute link on `base`; any other link is kept as it is.
   */
  async link(base: string, memberId: string, stored: string): Promise<string> {
    if (!stored.startsWith('/')) return stored;
    const expires = String(Math.floor((this.now().getTime() + FILE_LINK_TTL_MS) / 1000));
    const signature = await crypto.subtle.sign(
      'HMAC',
      await this.key,
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
      await this.key,
      signature,
      signed(url.pathname, memberId, expires),
    );
    return valid ? memberId : null;
  }
}
