import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { StripeError } from '@stripe/stripe-js';
import { build } from 'esbuild';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import { enums, literal, pattern, string, type as looseObject } from 'superstruct';
import type { Struct } from 'superstruct';
import { CARD_FRAME_PAGE, CHALLENGE_FRAME_PAGE } from './pages';
import type { FramePage } from './pages';
import { paymentIntents as sharedRegistry } from './paymentIntents';
import type { PaymentIntentAnswer, PaymentIntentRegistry } from './paymentIntents';
import { EMULATOR_PATHS } from './protocol';

export interface StripeEmulatorOptions {
  /** The web app's origins: the only pages that may frame the card and challenge frames. */
  readonly webOrigins: readonly string[];
  /** Today, for the card's expiry; the real clock otherwise. */
  readonly now?: () => Date;
  /** The PaymentIntents; default the process's shared registry (the platform's charges use it). */
  readonly registry?: PaymentIntentRegistry;
  readonly logger?: { error?(message: string, details?: Record<string, unknown>): void };
}

export interface StripeEmulator {
  /** Whether the path is the emulator's (`/stripe/...`). */
  handles(pathname: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/** The browser entries, bundled on first request (esbuild), each as one classic script. */
const ENTRIES = {
  stripeJs: fileURLToPath(new URL('./browser/stripeJs.ts', import.meta.url)),
  cardFrame: fileURLToPath(new URL('./browser/cardFrame.ts', import.meta.url)),
  challengeFrame: fileURLToPath(new URL('./browser/challengeFrame.ts', import.meta.url)),
} as const;

const bundles = new Map<keyof typeof ENTRIES, Promise<string>>();

/** The bundled script of a browser entry, built once per process. */
export function bundleOf(entry: keyof typeof ENTRIES): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = build({
      entryPoints: [ENTRIES[entry]],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      charset: 'utf8',
      legalComments: 'none',
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0]?.text ?? '');
    bundle.catch(() => bundles.delete(entry));
    bundles.set(entry, bundle);
  }
  return bundle;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64');

/** The frames' policy: their own script and API, their one stylesheet, framed by the app only. */
export function framePolicy(page: FramePage, webOrigins: readonly string[]): string {
  const ancestors = webOrigins.length > 0 ? webOrigins.join(' ') : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'sha256-${sha256(page.style)}'`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** A form body as a flat record (`payment_method_data[card][number]` stays one key). */
async function formOf(c: Context): Promise<Record<string, string>> {
  const text = await c.req.text();
  return Object.fromEntries(new URLSearchParams(text));
}

const digits = pattern(string(), /^\d{1,4}$/);
const publishable = pattern(string(), /^pk_test_[A-Za-z0-9_]+$/);

const ConfirmForm = looseObject({
  key: string(),
  client_secret: string(),
  'payment_method_data[type]': literal('card'),
  'payment_method_data[card][number]': pattern(string(), /^\d{1,19}$/),
  'payment_method_data[card][exp_month]': digits,
  'payment_method_data[card][exp_year]': digits,
  'payment_method_data[card][cvc]': pattern(string(), /^\d{0,4}$/),
});
const ChallengeForm = looseObject({
  key: string(),
  client_secret: string(),
  outcome: enums(['complete', 'fail']),
});
const CreateForm = looseObject({
  amount: pattern(string(), /^[1-9]\d{0,9}$/),
  currency: pattern(string(), /^[a-zA-Z]{3}$/),
});

/**
 * Stripe.js, its frames and the part of Stripe's API they call, served by the platform on its own
 * origin: `/stripe/v3` (the script), the card and 3-D Secure frames, and
 * `/stripe/v1/payment_intents` (create and retrieve with a secret test key as a server does;
 * confirm and challenge with the publishable key and client secret, as the frames do).
 */
export function createStripeEmulator(options: StripeEmulatorOptions): StripeEmulator {
  const registry = options.registry ?? sharedRegistry;
  const now = options.now ?? (() => new Date());
  const webOrigins = new Set(options.webOrigins);
  const app = new Hono();

  const stripeError = (c: Context, status: number, error: StripeError): Response =>
    c.json({ error }, status as 400);

  const answer = (c: Context, result: PaymentIntentAnswer): Response =>
    result.ok ? c.json(result.paymentIntent) : stripeError(c, result.httpStatus, result.error);

  async function read<T>(c: Context, schema: Struct<T, unknown>): Promise<T | Response> {
    const form = await formOf(c);
    const [failure, value] = schema.validate(form);
    if (!failure) return value;
    const param = failure.path.join('.') || 'body';
    return stripeError(c, 400, {
      type: 'invalid_request_error',
      code: 'parameter_invalid',
      param,
      message: `Invalid or missing parameter: ${param}.`,
    });
  }

  const badKey = (c: Context, kind: 'publishable' | 'secret'): Response =>
    stripeError(c, 401, {
      type: 'invalid_request_error',
      message: `The emulated Stripe API takes a test-mode ${kind} key (${kind === 'secret' ? 'sk_test_…' : 'pk_test_…'}).`,
    });

  const secretKeyOf = (c: Context): string | null => {
    const header = c.req.header('Authorization') ?? '';
    const bearer = /^Bearer (\S+)$/.exec(header)?.[1];
    const basic = /^Basic (\S+)$/.exec(header)?.[1];
    const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString().split(':')[0] : null);
    return key && /^sk_test_[A-Za-z0-9_]+$/.test(key) ? key : null;
  };

  app.use(
    '/stripe/v1/*',
    cors({
      origin: (origin) => (webOrigins.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization'],
    }),
  );

  const script = async (c: Context, entry: keyof typeof ENTRIES, crossOrigin: boolean) => {
    const origin = c.req.header('Origin');
    const headers: Record<string, string> = {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': crossOrigin ? 'cross-origin' : 'same-origin',
    };
    if (crossOrigin) {
      headers['Vary'] = 'Origin';
      if (origin && webOrigins.has(origin)) headers['Access-Control-Allow-Origin'] = origin;
    }
    return c.body(await bundleOf(entry), 200, headers);
  };

  const frame = (c: Context, page: FramePage) =>
    c.body(page.html, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': framePolicy(page, options.webOrigins),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });

  app.get(EMULATOR_PATHS.script, (c) => script(c, 'stripeJs', true));
  app.get(`${EMULATOR_PATHS.script}/`, (c) => script(c, 'stripeJs', true));
  app.get(EMULATOR_PATHS.cardFrame, (c) => frame(c, CARD_FRAME_PAGE));
  app.get(EMULATOR_PATHS.cardFrameScript, (c) => script(c, 'cardFrame', false));
  app.get(EMULATOR_PATHS.challengeFrame, (c) => frame(c, CHALLENGE_FRAME_PAGE));
  app.get(EMULATOR_PATHS.challengeFrameScript, (c) => script(c, 'challengeFrame', false));

  app.post(EMULATOR_PATHS.paymentIntents, async (c) => {
    if (secretKeyOf(c) === null) return badKey(c, 'secret');
    const form = await read(c, CreateForm);
    if (form instanceof Response) return form;
    const metadata: Record<string, string> = {};
    for (const [name, value] of Object.entries(form as Record<string, string>)) {
      const key = /^metadata\[([^\]]{1,40})\]$/.exec(name)?.[1];
      if (key !== undefined) metadata[key] = value;
    }
    const { id } = registry.create(Number(form.amount), form.currency, metadata);
    return c.json(registry.serverView(id));
  });

  app.get(`${EMULATOR_PATHS.paymentIntents}/:id`, (c) => {
    if (secretKeyOf(c) === null) return badKey(c, 'secret');
    const intent = registry.serverView(c.req.param('id'));
    return intent
      ? c.json(intent)
      : stripeError(c, 404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'intent',
          message: `No such payment_intent: '${c.req.param('id')}'`,
        });
  });

  app.post(`${EMULATOR_PATHS.paymentIntents}/:id/confirm`, async (c) => {
    const form = await read(c, ConfirmForm);
    if (form instanceof Response) return form;
    if (!publishable.is(form.key)) return badKey(c, 'publishable');
    const card = {
      number: form['payment_method_data[card][number]'],
      expMonth: Number(form['payment_method_data[card][exp_month]']),
      expYear: Number(form['payment_method_data[card][exp_year]']),
      cvc: form['payment_method_data[card][cvc]'],
    };
    return answer(c, registry.confirm(c.req.param('id'), form.client_secret, card, now()));
  });

  app.post(`${EMULATOR_PATHS.paymentIntents}/:id/challenge`, async (c) => {
    const form = await read(c, ChallengeForm);
    if (form instanceof Response) return form;
    if (!publishable.is(form.key)) return badKey(c, 'publishable');
    return answer(c, registry.authenticate(c.req.param('id'), form.client_secret, form.outcome));
  });

  app.notFound((c) =>
    stripeError(c, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${c.req.method}: ${c.req.path}).`,
    }),
  );
  app.onError((error, c) => {
    options.logger?.error?.('stripe emulator failed', { error: String(error) });
    return stripeError(c, 500, { type: 'api_error', message: 'The emulated Stripe failed.' });
  });

  const listener = getRequestListener(app.fetch);
  return {
    handles: (pathname) => pathname === '/stripe' || pathname.startsWith('/stripe/'),
    handle: async (req, res) => {
      await listener(req, res);
    },
  };
}
