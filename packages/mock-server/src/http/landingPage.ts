import { escapeHtml, page } from '../html';
import { SEEDED_SIGN_INS } from '../platform/seed';

/** The on-behalf-of authority's path reads as code. */
const withCode = (text: string): string =>
  escapeHtml(text).replace(/\(\/obo\)/, '(<code>/obo</code>)');

/**
 * The platform's own page at `/`: this is the platform (API, sign-in, hubs), members use the app
 * at `appUrl`, and the demo sign-ins to try it with.
 */
export function landingPage(appUrl: string): string {
  const rows = SEEDED_SIGN_INS.map(
    (entry) =>
      `<tr><td><code>${escapeHtml(entry.email)}</code></td><td>${
        entry.password === null ? '(social sign-in)' : `<code>${escapeHtml(entry.password)}</code>`
      }</td><td>${withCode(entry.note)}</td></tr>`,
  ).join('\n');
  return page(
    'Scanwise local platform',
    `<p>This is the platform the member app talks to: its API, sign-in and live updates. Members use
the app.</p>
<p><a href="${escapeHtml(appUrl)}">Open the member app at ${escapeHtml(appUrl)}</a></p>
<table>
<caption>Demo sign-ins (seeded)</caption>
<thead><tr><th scope="col">E-mail</th><th scope="col">Password</th><th scope="col">Who</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
    { wide: true },
  );
}
