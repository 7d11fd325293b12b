// The Vite plugin that serves the security headers in `vite preview` and writes `dist/_headers`
// for static hosting. Loaded by vite.config.ts in plain Node (no workspace imports).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { TLSSocket } from 'node:tls';
import type { Plugin } from 'vite';
import {
  cacheControlFor,
  cspSourcesFromEnv,
  securityHeaders,
  staticHostingHeadersFile,
  type CspSources,
  type SecurityEnv,
} from './securityHeaders.ts';
import {
  INLINE_STYLE_HASHES_FILE,
  parseInlineStyleHashes,
  readInlineStyleHashes,
} from '../prerender/inlineStyleHashes.ts';

/**
 * The preview server's CSP report endpoint: the browser POSTs each violation here (`report-uri`);
 * a GET answers the reports received since the last GET (and forgets them). The e2e checks read
 * it after every journey (`e2e/support/csp.ts`). Preview only: the static-hosting file names a
 * report endpoint only when VITE_CSP_REPORT_URI is set.
 */
export const CSP_REPORT_PATH = '/__csp-report';

/** Largest report body kept (a report is well under 4 KB). */
const MAX_REPORT_BYTES = 64 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_REPORT_BYTES) req.destroy();
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

const isHttps = (req: IncomingMessage): boolean =>
  (req.socket as Partial<TLSSocket>).encrypted === true ||
  req.headers['x-forwarded-proto'] === 'https';

export function securityHeadersPlugin(): Plugin {
  // Set from the build's variables once the config is resolved (every hook below runs after).
  let sources: CspSources | undefined;
  let reportUri: string | undefined;
  const reports: unknown[] = [];

  async function handleReport(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'POST') {
      const body = await readBody(req);
      try {
        reports.push(JSON.parse(body) as unknown);
      } catch {
        reports.push({ unparsed: body.slice(0, 2000) });
      }
      res.statusCode = 204;
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(reports.splice(0)));
  }

  return {
    name: 'scanwise-security-headers',
    configResolved(config) {
      // The same VITE_* variables (from the environment and .env files) the app is built with.
      const env = config.env as SecurityEnv;
      sources = cspSourcesFromEnv(env);
      const configured = env['VITE_CSP_REPORT_URI'];
      reportUri = typeof configured === 'string' && configured !== '' ? configured : undefined;
    },
    generateBundle(_, bundle) {
      if (!sources) return;
      // The prerendered pages' inline styles (emitted earlier in this hook by the prerender plugin).
      const hashes = bundle[INLINE_STYLE_HASHES_FILE];
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: staticHostingHeadersFile(
          sources,
          reportUri,
          hashes?.type === 'asset'
            ? parseInlineStyleHashes(
                typeof hashes.source === 'string'
                  ? hashes.source
                  : new TextDecoder().decode(hashes.source),
              )
            : [],
        ),
      });
    },
    configurePreviewServer(server) {
      // The build being previewed: its prerendered pages' inline style hashes.
      const inlineStyleHashes = readInlineStyleHashes(
        resolve(server.config.root, server.config.build.outDir),
      );
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (path === CSP_REPORT_PATH) {
          handleReport(req, res).catch(next);
          return;
        }
        if (!sources) {
          next();
          return;
        }
        const headers = securityHeaders(sources, {
          https: isHttps(req),
          reportUri: reportUri ?? CSP_REPORT_PATH,
          inlineStyleHashes,
        });
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        // As the static host's _headers say: hashed assets cached for a year, the HTML never.
        res.setHeader('Cache-Control', cacheControlFor(path ?? '/'));
        next();
      });
    },
  };
}
