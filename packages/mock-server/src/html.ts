/**
 * The platform's own HTML pages (sign-in, the image viewer's stand-in, the landing page): one
 * small accessible layout with no external fonts or scripts.
 */

/** Headers of the platform's pages: no scripts, inline styles only, never framed or cached. */
export const HTML_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1b1f24; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input, select { display: block; width: 100%; box-sizing: border-box; padding: .5rem; font: inherit;
    border: 1px solid #5a6470; border-radius: 4px; }
  button { margin-top: 1.5rem; padding: .6rem 1.2rem; font: inherit; border-radius: 4px;
    border: 2px solid #0b4f8a; background: #0b4f8a; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #0b4f8a; }
  :focus-visible { outline: 3px solid #e0a100; outline-offset: 2px; }
  [role=alert] { color: #a4121a; font-weight: 600; }
  a { color: #0b4f8a; }
  main.wide { max-width: 48rem; }
  table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
  th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #c5ccd3; vertical-align: top; }
  code { font-size: .95em; }
`;

export interface PageOptions {
  lang?: string;
  /** A wider column (tables). */
  wide?: boolean;
}

export function page(title: string, body: string, options: PageOptions = {}): string {
  const lang = options.lang ?? 'en';
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Scanwise</title>
<style>${STYLE}</style>
</head>
<body>
<main${options.wide ? ' class="wide"' : ''}>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}
