import type { INavigator } from 'oidc-client-ts';

/**
 * Just enough of a browser for the platform's identity pages: a cookie jar, manual redirects
 * (stopping at the web app's origin, where the app takes over) and posting a page's form.
 */
export class TinyBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly appOrigin: string) {}

  async request(
    url: string,
    init: RequestInit = {},
  ): Promise<{ url: string; status: number; html: string; location?: string }> {
    let current = new URL(url);
    let options = init;
    for (let hop = 0; hop < 20; hop += 1) {
      const headers = new Headers(options.headers);
      if (this.cookies.size > 0) {
        headers.set(
          'Cookie',
          [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        );
      }
      const response = await fetch(current, { ...options, headers, redirect: 'manual' });
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';')[0] ?? '';
        const eq = pair.indexOf('=');
        const value = pair.slice(eq + 1);
        if (value === '') this.cookies.delete(pair.slice(0, eq));
        else this.cookies.set(pair.slice(0, eq), value);
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.arrayBuffer();
        const next = new URL(location, current);
        if (next.origin === this.appOrigin) {
          return { url: current.href, status: response.status, html: '', location: next.href };
        }
        current = next;
        options = {};
        continue;
      }
      return { url: current.href, status: response.status, html: await response.text() };
    }
    throw new Error('too many redirects');
  }

  /** Posts the page's form that has every given field (or its first form). */
  submit(page: { url: string; html: string }, fields: Record<string, string>) {
    const forms = [
      ...page.html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g),
    ];
    const form =
      forms.find((match) =>
        Object.keys(fields).every((field) => (match[2] ?? '').includes(`name="${field}"`)),
      ) ?? forms[0];
    if (!form?.[1]) throw new Error(`no form on ${page.url}`);
    return this.request(new URL(form[1].replace(/&amp;/g, '&'), page.url).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

/** A redirect navigator that records the authorization URL instead of leaving a page. */
export function capturingNavigator(): INavigator & { readonly urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    prepare: () =>
      Promise.resolve({
        navigate: (params: { url: string }) => {
          urls.push(params.url);
          return Promise.resolve({ url: params.url });
        },
        close: () => undefined,
      }),
    callback: () => Promise.resolve(),
  };
}
