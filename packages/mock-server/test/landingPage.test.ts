import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_SIGN_INS } from '../src/platform';
import { startPlatform, type RunningPlatform } from '../src/server';

// The platform's `/` answers a short page that points to the member app and lists the demo
// sign-ins, the same table as the README's.

const README = new URL('../../../README.md', import.meta.url);

/** The rows of the README's "Demo sign-ins" table: e-mail, password, who (markdown removed). */
function readmeSignIns(): string[][] {
  const text = readFileSync(README, 'utf8');
  const lines = text.slice(text.indexOf('### Demo sign-ins')).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start + 2, end).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/`/g, '')),
  );
}

const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe("the platform's own page", () => {
  let running: RunningPlatform;
  beforeAll(async () => {
    running = await startPlatform({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => running.close());

  it('answers / with a page that points to the member app', async () => {
    const response = await fetch(`${running.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Scanwise local platform - Scanwise</title>');
    expect(html).toContain('<h1>Scanwise local platform</h1>');
    expect(html).toContain(
      '<a href="http://localhost:5173">Open the member app at http://localhost:5173</a>',
    );
  });

  it('lists every demo sign-in in a table with a caption and column headers', async () => {
    const html = await (await fetch(`${running.url}/`)).text();
    expect(html).toContain('<caption>Demo sign-ins (seeded)</caption>');
    expect(html.match(/<th scope="col">/g)).toHaveLength(3);
    const rows = [...html.matchAll(/<tr><td>(.*?)<\/td><td>(.*?)<\/td><td>(.*?)<\/td><\/tr>/g)].map(
      (row) => row.slice(1).map(textOf),
    );
    expect(rows).toEqual(
      SEEDED_SIGN_INS.map((entry) => [
        entry.email,
        entry.password ?? '(social sign-in)',
        entry.note,
      ]),
    );
  });

  it("is the README's table of demo sign-ins", () => {
    expect(readmeSignIns()).toEqual(
      SEEDED_SIGN_INS.map((entry) => [
        entry.email,
        entry.password ?? '(social sign-in)',
        entry.note,
      ]),
    );
  });

  it('points to the app of the first web origin the platform allows', async () => {
    const other = await startPlatform({
      port: 0,
      host: '127.0.0.1',
      webOrigins: ['http://localhost:5273'],
    });
    try {
      const html = await (await fetch(`${other.url}/`)).text();
      expect(html).toContain('<a href="http://localhost:5273">');
    } finally {
      await other.close();
    }
  });
});
