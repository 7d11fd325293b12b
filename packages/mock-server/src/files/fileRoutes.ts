import type { Context, Hono } from 'hono';
import { escapeHtml, HTML_HEADERS, page } from '../html';
import type { Platform } from '../platform/platform';
import type { FileLinks } from './fileLinks';
import { fileAt } from './memberFiles';

const refusal = (c: Context, status: 403 | 404, title: string, message: string) =>
  c.body(page(title, `<p role="alert">${escapeHtml(message)}</p>`), status, HTML_HEADERS);

/**
 * The member's files behind signed links: invoice and document PDFs (`/files/...`) and the
 * image viewer's stand-in (`/viewer/studies/...`). A link that was changed or has expired
 * answers 403, a file the member does not have 404, both as a short page.
 */
export function mountFileRoutes(app: Hono, platform: Platform, links: FileLinks): void {
  const serve = async (c: Context) => {
    const url = new URL(c.req.url);
    const memberId = await links.memberOf(url);
    if (memberId === null) {
      return refusal(
        c,
        403,
        'Link expired',
        'This link has expired or is not valid. Open it again from the Scanwise app.',
      );
    }
    const file = fileAt(platform, memberId, url.pathname);
    if (!file) return refusal(c, 404, 'Not found', 'There is no such file.');
    const headers: Record<string, string> = {
      ...HTML_HEADERS,
      'Content-Type': file.contentType,
      ...(file.fileName ? { 'Content-Disposition': `inline; filename="${file.fileName}"` } : {}),
    };
    return c.body(file.body, 200, headers);
  };
  app.get('/files/*', serve);
  app.get('/viewer/*', serve);
}
