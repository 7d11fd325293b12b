// The security headers of the served app: a strict Content Security Policy and its companions.
// Used by `vite preview` (vite.config.ts) and written as `dist/_headers` for static hosting, both
// from the same VITE_* build variables the app's runtime configuration reads. This module is pure
// and imports plain data only (the first-page preload script, the prerendered pages): vite.config.ts
// loads it in Node.
// Choices: docs/adr/0063-security-headers-and-csp.md.
import { FIRST_PAGE_PRELOAD_SCRIPT_HASH } from '../startup/firstPagePreload.ts';
import { BEFORE_HYDRATION_SCRIPT_HASH } from '../prerender/beforeHydration.ts';
import { paymentsSetupFromEnv } from '../config/payments.ts';
import { LOCAL_PLATFORM_URL, platformUrlOf } from '../config/platformUrl.ts';
import { PRERENDERED_PAGES } from '../prerender/prerenderedPages.ts';

/** The VITE_* variables (import.meta.env or process.env): the same map `loadRuntimeConfig` reads. */
export type SecurityEnv = Readonly<Record<string, string | boolean | undefined>>;

/** Where the app may talk to and load from, derived from the runtime configuration. */
export interface CspSources {
  /** The platform API origin (REST and the realtime hubs). */
  readonly platformOrigin: string;
  /** The members and on-behalf-of identity authorities' origins (token calls, hidden frames). */
  readonly authorityOrigins: readonly string[];
  /**
   * Where Stripe.js and its frames come from: Stripe itself, or (test mode) the platform's
   * emulated Stripe.js, whose script and frames are on the platform's origin.
   */
  readonly payments: 'stripe' | 'emulator';
  /** The error-reporting ingest origin, from the Sentry DSN. */
  readonly sentryOrigin: string | undefined;
  /** Google Tag Manager is loaded (a container id is set). */
  readonly tagManager: boolean;
  readonly metaPixel: boolean;
  readonly tiktokPixel: boolean;
}

const text = (env: SecurityEnv, key: string): string | undefined => {
  const value = env[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** The origin of an absolute http(s) URL; undefined for anything else. */
export function originOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The WebSocket origin beside an http(s) origin (the hubs' transport). */
export function webSocketOriginOf(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * The sources of the policy from the build variables, with `loadRuntimeConfig`'s defaults: the
 * platform at VITE_PLATFORM_URL (else the local mock platform), the authorities below it unless
 * VITE_MEMBERS_AUTHORITY / VITE_OBO_AUTHORITY say otherwise; Stripe, or in test mode
 * (VITE_PAYMENTS=test) the platform's emulated Stripe.js; Sentry's origin from VITE_SENTRY_DSN; the
 * tag manager and the pixels when their ids are set. Throws, as the build does, when payments are
 * not configured.
 */
export function cspSourcesFromEnv(env: SecurityEnv): CspSources {
  const platformUrl = platformUrlOf(env);
  const platformOrigin = originOf(platformUrl) ?? LOCAL_PLATFORM_URL;
  const authorities = [
    text(env, 'VITE_MEMBERS_AUTHORITY') ?? `${platformUrl}/members`,
    text(env, 'VITE_OBO_AUTHORITY') ?? `${platformUrl}/obo`,
  ]
    .map(originOf)
    .filter((origin): origin is string => origin !== undefined);
  const payments = paymentsSetupFromEnv(env, platformUrl);
  return {
    platformOrigin,
    authorityOrigins: [...new Set(authorities)],
    payments: payments.mode === 'test' ? 'emulator' : 'stripe',
    sentryOrigin: originOf(text(env, 'VITE_SENTRY_DSN')),
    tagManager: text(env, 'VITE_GTM_ID') !== undefined,
    metaPixel: text(env, 'VITE_META_PIXEL_ID') !== undefined,
    tiktokPixel: text(env, 'VITE_TIKTOK_PIXEL_ID') !== undefined,
  };
}

/**
 * What Stripe documents for Stripe.js and the Card Element: its script, its frames (the card
 * field and the 3-D Secure challenge on js.stripe.com, the bank's page through hooks.stripe.com,
 * the fraud-signals frame of m.stripe.network) and its API. Nothing else of Stripe.
 */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://m.stripe.network'],
  connect: ['https://api.stripe.com'],
};

/** Google Tag Manager's script and the analytics beacons its tags send. */
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  frame: ['https://www.googletagmanager.com'],
};

/**
 * The TikTok pixel: its script (the base code's `events.js` and the scripts it loads) and the
 * events it sends, all from its analytics host.
 */
const TIKTOK_PIXEL = 'https://analytics.tiktok.com';

/**
 * The one inline `<style>` the app writes: react-aria's usePress adds this rule once per document
 * (touch-action for pressable elements; it would take a nonce from a `csp-nonce` meta, which a
 * static host cannot vary per response). Allowed by its hash rather than 'unsafe-inline'; a unit
 * test checks the text against the installed react-aria, and the e2e CSP check fails if it changes.
 */
export const REACT_ARIA_PRESS_STYLE =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';
/** SHA-256 of {@link REACT_ARIA_PRESS_STYLE}, as a CSP source. */
export const REACT_ARIA_PRESS_STYLE_HASH = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

const unique = (sources: readonly (string | false | undefined)[]): string[] => [
  ...new Set(sources.filter((source): source is string => typeof source === 'string')),
];

export interface CspOptions {
  /** Where the browser posts violation reports (`report-uri`); none when absent. */
  readonly reportUri?: string | undefined;
  /** Served over https: mixed content is upgraded. */
  readonly https?: boolean;
  /**
   * The hashes of the prerendered pages' inline style sheets (src/prerender), as CSP sources:
   * the build writes them beside the pages.
   */
  readonly inlineStyleHashes?: readonly string[];
}

/** The policy as directive name -> sources, in a stable order. */
export function cspDirectives(sources: CspSources, options: CspOptions = {}): [string, string[]][] {
  const platform = [sources.platformOrigin, webSocketOriginOf(sources.platformOrigin)];
  const stripe = sources.payments === 'stripe';
  // Test mode: the emulated Stripe.js and its card and challenge frames, on the platform's origin.
  const emulator = sources.payments === 'emulator' ? [sources.platformOrigin] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // No eval, and no inline script but the first page's preload and the prerendered pages'
    // script (by their hashes): files of this origin and the named providers.
    [
      'script-src',
      unique([
        "'self'",
        FIRST_PAGE_PRELOAD_SCRIPT_HASH,
        BEFORE_HYDRATION_SCRIPT_HASH,
        ...(stripe ? STRIPE.script : emulator),
        ...(sources.tagManager ? TAG_MANAGER.script : []),
        sources.tiktokPixel && TIKTOK_PIXEL,
      ]),
    ],
    // Style sheets of this origin, react-aria's one rule and the prerendered pages' inline style
    // sheets (by hash), no 'unsafe-inline': React writes the style props (react-aria's visually
    // hidden and positioning styles) through the CSSOM, which a policy does not govern; a style
    // attribute in markup would be refused.
    [
      'style-src',
      unique(["'self'", REACT_ARIA_PRESS_STYLE_HASH, ...(options.inlineStyleHashes ?? [])]),
    ],
    [
      'img-src',
      unique([
        "'self'",
        'data:',
        'blob:',
        sources.platformOrigin,
        ...(sources.tagManager ? TAG_MANAGER.img : []),
        sources.metaPixel && 'https://www.facebook.com',
        sources.tiktokPixel && TIKTOK_PIXEL,
      ]),
    ],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      unique([
        "'self'",
        ...platform,
        ...sources.authorityOrigins,
        sources.sentryOrigin,
        ...(stripe ? STRIPE.connect : []),
        ...(sources.tagManager ? TAG_MANAGER.connect : []),
        sources.tiktokPixel && TIKTOK_PIXEL,
      ]),
    ],
    [
      'frame-src',
      unique([
        // oidc-client-ts' hidden frame for a silent renewal without a refresh token.
        ...sources.authorityOrigins,
        ...(stripe ? STRIPE.frame : emulator),
        ...(sources.tagManager ? TAG_MANAGER.frame : []),
        sources.metaPixel && 'https://www.facebook.com',
      ]),
    ],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  // An empty frame-src would fall back to default-src: say 'none' instead.
  for (const entry of directives) if (entry[1].length === 0) entry[1] = ["'none'"];
  if (options.https === true) directives.push(['upgrade-insecure-requests', []]);
  if (options.reportUri !== undefined) directives.push(['report-uri', [options.reportUri]]);
  return directives;
}

/** The `Content-Security-Policy` header value. */
export function contentSecurityPolicy(sources: CspSources, options: CspOptions = {}): string {
  return cspDirectives(sources, options)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Two years, with subdomains (HSTS preload is the deployment's call). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Powerful features the app never uses are off; payment only for Stripe's frames. */
export function permissionsPolicy(sources: CspSources): string {
  const payment =
    sources.payments === 'stripe' ? 'payment=(self "https://js.stripe.com")' : 'payment=()';
  return [
    'accelerometer=()',
    'autoplay=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    payment,
    'usb=()',
  ].join(', ');
}

/**
 * Every security header of a response. HSTS only over https (browsers ignore it on http, and a
 * local preview must stay reachable over plain http).
 */
export function securityHeaders(
  sources: CspSources,
  options: CspOptions = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources, options),
    ...(options.https === true ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(sources),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The build's hashed assets (a new name for new content): cached for a year, never revalidated. */
export const HASHED_ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The HTML and every unhashed file: revalidated on every load, so a deploy shows at once. */
export const UNHASHED_CACHE_CONTROL = 'no-cache';
/** Where the build writes its hashed assets (Vite's `build.assetsDir`). */
export const HASHED_ASSETS_PREFIX = '/assets/';

/** The Cache-Control of a served path: a return visit fetches no script or style again. */
export function cacheControlFor(path: string): string {
  return path.startsWith(HASHED_ASSETS_PREFIX)
    ? HASHED_ASSETS_CACHE_CONTROL
    : UNHASHED_CACHE_CONTROL;
}

/**
 * The static-hosting headers file (`_headers`, the format of Netlify and Cloudflare Pages): the
 * headers on every path, https assumed; hashed assets cached for a year, the HTML never.
 */
export function staticHostingHeadersFile(
  sources: CspSources,
  reportUri?: string,
  inlineStyleHashes: readonly string[] = [],
): string {
  const headers = securityHeaders(sources, { https: true, reportUri, inlineStyleHashes });
  const lines = [
    '# Written by the build (packages/web/src/security/securityHeaders.ts) from the VITE_* build',
    '# variables: see packages/web/hosting/README.md. Do not edit the copy in dist.',
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    `${HASHED_ASSETS_PREFIX}*`,
    `  Cache-Control: ${HASHED_ASSETS_CACHE_CONTROL}`,
    // The pages: index.html and the prerendered ones (at their address and their file's).
    ...[
      '/index.html',
      ...PRERENDERED_PAGES.flatMap((page) => [page.pathname, `/${page.file}`]),
    ].flatMap((path) => [path, `  Cache-Control: ${UNHASHED_CACHE_CONTROL}`]),
    '',
  ];
  return lines.join('\n');
}
