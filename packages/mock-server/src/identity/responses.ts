import type { IncomingMessage, ServerResponse } from 'node:http';

/** How the authorities read forms and answer pages, JSON and the post-logout redirect. */

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** An identity page under a strict CSP: no scripts, inline styles only. */
export function sendHtml(
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

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** The post-logout redirect: `state` in the query and in the fragment (see protocols.md). */
export function withState(target: string, state: string | undefined): string {
  const url = new URL(target);
  if (state !== undefined) {
    url.searchParams.set('state', state);
    url.hash = new URLSearchParams({ state }).toString();
  }
  return url.href;
}
