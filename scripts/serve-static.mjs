#!/usr/bin/env node
// Serves a built folder (Storybook's static build for the visual checks) on localhost, as a CDN
// would: files only, no fallback page, no listing. Usage: serve-static.mjs <folder> <port>.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const [folderArgument, portArgument] = process.argv.slice(2);
if (!folderArgument || !portArgument) {
  console.error('usage: serve-static.mjs <folder> <port>');
  process.exit(2);
}
const folder = resolve(folderArgument);
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};

function fileFor(urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const candidate = normalize(
    join(folder, decoded.endsWith('/') ? `${decoded}index.html` : decoded),
  );
  // Nothing outside the folder, whatever the path says.
  if (!candidate.startsWith(folder)) return undefined;
  try {
    return statSync(candidate).isFile() ? candidate : undefined;
  } catch {
    return undefined;
  }
}

createServer((request, response) => {
  const file = fileFor(request.url ?? '/');
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
  });
  createReadStream(file).pipe(response);
}).listen(Number(portArgument), 'localhost', () => {
  console.log(`serving ${folder} on http://localhost:${portArgument}`);
});
