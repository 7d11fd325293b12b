// The hashes of the prerendered pages' inline style sheets: written by the prerender plugin beside
// the build, read by the security headers (the CSP's style-src allows exactly these). Node only
// (loaded by vite.config.ts's plugins).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the build writes the hashes, in its output folder (Vite's own folder: never served as a page). */
export const INLINE_STYLE_HASHES_FILE = '.vite/inline-style-hashes.json';

/** The CSP source allowing an inline element whose text is `text` ('sha256-…'). */
export function cspHashOf(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hashes a build wrote in `outDir` (none for a build without prerendered pages). */
export function readInlineStyleHashes(outDir: string): readonly string[] {
  const file = join(outDir, INLINE_STYLE_HASHES_FILE);
  if (!existsSync(file)) return [];
  return parseInlineStyleHashes(readFileSync(file, 'utf8'));
}

/** The file's hashes: a JSON array of CSP hash sources. */
export function parseInlineStyleHashes(json: string): readonly string[] {
  const value = JSON.parse(json) as unknown;
  if (
    !Array.isArray(value) ||
    !value.every((hash) => typeof hash === 'string' && /^'sha256-[A-Za-z0-9+/=]+'$/.test(hash))
  ) {
    throw new Error(`${INLINE_STYLE_HASHES_FILE}: not a list of sha256 CSP sources`);
  }
  return value as string[];
}
