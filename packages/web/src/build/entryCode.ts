/** Vite's module script for the entry, as it writes it into index.html. */
const ENTRY_SCRIPT = /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/g;

/** Vite's preloads of what the entry imports. */
const ENTRY_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g;

/**
 * The app's code taken out of a document made from index.html (a prerendered page's): the
 * document without Vite's module script and preloads, and their URLs (the entry's first), for the
 * first page's script to load once the page has painted (src/startup/firstPagePreload.ts).
 * Throws when the document has no entry or more than one.
 */
export function entryCodeOutOf(html: string): { readonly html: string; readonly code: string[] } {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  if (entries.length !== 1) {
    throw new Error(`index.html: expected one module script, found ${entries.length}`);
  }
  const preloads = [...html.matchAll(ENTRY_PRELOAD)].map((match) => match[1] ?? '');
  return {
    html: html.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, ''),
    code: [...entries, ...preloads],
  };
}
