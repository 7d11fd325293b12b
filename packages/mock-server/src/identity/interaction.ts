import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { errorPage } from './pages.js';
import { readForm } from './responses.js';
import { isSupportedScope, splitScope } from './scopes.js';

/** The authorization request's parameters an interaction reads. */
export interface InteractionParams {
  idp?: string;
  login_hint?: string;
  ui_locales?: string;
}

/** One request to a step of a sign-in interaction, and the ways to answer it. */
export interface InteractionRequest {
  readonly uid: string;
  readonly method: string;
  /** The step in the path (`/interaction/{uid}/{step}`); undefined for the first page. */
  readonly step: string | undefined;
  readonly params: InteractionParams;
  /** The URL a step's form posts to. */
  action(step: string): string;
  readonly abortAction: string;
  form(): Promise<URLSearchParams>;
  /** Answers a page (200). */
  show(html: string): void;
  /** Answers a form again, with its error (400). */
  refuse(html: string): void;
  /** Ends the interaction with a result (oidc-provider redirects back to the app). */
  finish(result: InteractionResults): Promise<void>;
}

/** An authority's sign-in pages and what their forms do. */
export interface InteractionHandler {
  /** Answers a step; false when the step does not take this request (405). */
  handle(request: InteractionRequest): Promise<boolean>;
  /** The interaction was cancelled: forget what it gathered. */
  aborted?(uid: string): void;
}

export interface InteractionRouteOptions {
  prefix: string;
  apiAudience: string;
  provider: Provider;
  handler: InteractionHandler;
  sendPage: (res: ServerResponse, status: number, html: string) => void;
}

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

const STEP_PATH = /^\/interaction\/([^/]+)(?:\/(login|social|member|abort))?$/;

/**
 * `{authority}/interaction/{uid}[/{step}]`: checks the interaction is live and matches, then
 * handles what every authority shares (cancel, an explicit consent prompt) and hands the other
 * steps to the authority's handler.
 */
export function createInteractionRoute(options: InteractionRouteOptions) {
  const { prefix, apiAudience, provider, handler, sendPage } = options;

  /** Grant for an explicit consent prompt (returns the grant id): the client is first-party. */
  async function grantConsent(details: InteractionDetails): Promise<string> {
    const accountId = details.session?.accountId;
    const clientId = details.params['client_id'];
    if (typeof accountId !== 'string' || typeof clientId !== 'string') {
      throw new Error('consent without a signed-in account');
    }
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId });
    const requested = splitScope(
      typeof details.params['scope'] === 'string' ? details.params['scope'] : undefined,
    ).filter(isSupportedScope);
    grant.addOIDCScope(requested.join(' '));
    grant.addResourceScope(apiAudience, requested.join(' '));
    return grant.save();
  }

  return async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ): Promise<void> {
    const match = STEP_PATH.exec(pathname.slice(prefix.length));
    const uid = match?.[1];
    if (!match || uid === undefined) {
      sendPage(res, 404, errorPage('Not found', 'This sign-in page does not exist.'));
      return;
    }
    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      const message = 'This sign-in has expired or was already used. Start again from the app.';
      sendPage(res, 400, errorPage('Sign-in expired', message));
      return;
    }
    if (details.uid !== uid) {
      const message = 'This sign-in does not match. Start again from the app.';
      sendPage(res, 400, errorPage('Sign-in expired', message));
      return;
    }
    const base = `${prefix}/interaction/${uid}`;
    const request: InteractionRequest = {
      uid,
      method: req.method ?? 'GET',
      step: match[2],
      params: details.params,
      action: (step) => `${base}/${step}`,
      abortAction: `${base}/abort`,
      form: () => readForm(req),
      show: (html) => sendPage(res, 200, html),
      refuse: (html) => sendPage(res, 400, html),
      finish: (result) => provider.interactionFinished(req, res, result),
    };

    if (request.step === 'abort' && request.method === 'POST') {
      handler.aborted?.(uid);
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-user aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (details.prompt.name === 'consent') {
      // Only reached with an explicit prompt=consent.
      const grantId = await grantConsent(details);
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    if (await handler.handle(request)) return;
    sendPage(res, 405, errorPage('Not allowed', 'This sign-in step does not accept that request.'));
  };
}
