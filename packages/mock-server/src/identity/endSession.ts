import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { decodeJwt } from './accessTokens.js';
import type { GrantLinks } from './grantLinks.js';
import { errorPage, signedOutPage } from './pages.js';
import { readForm, withState } from './responses.js';
import type { AuthorityStorage } from './storage.js';

/**
 * Sign-out without a confirmation page, for the first-party app: with the browser's session
 * (oidc-provider's end-session hook), and without it (the app's fire-and-forget request or an
 * ended session, where the id_token_hint's `sid` names what to end).
 */
export interface EndSession {
  /** oidc-provider's `logoutSource`: runs instead of the confirmation form. */
  withSession(ctx: KoaContextWithOIDC): Promise<void>;
  /** The end-session request of a browser with no signed-in session of this authority. */
  withoutSession(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export interface EndSessionOptions {
  /** The provider, created after its configuration (which refers to `withSession`). */
  provider: () => Provider;
  storage: AuthorityStorage;
  grants: GrantLinks;
  sendPage: (res: ServerResponse, status: number, html: string) => void;
}

export function createEndSession(options: EndSessionOptions): EndSession {
  const { storage, grants, sendPage } = options;

  return {
    /**
     * The same steps as oidc-provider's confirm action (revoke the session's grants, destroy
     * the session, clear its cookie), then a redirect to the post-logout URI with `state` both
     * in the query and in the fragment (oidc-client-ts reads the fragment when the app uses
     * response_mode fragment).
     */
    async withSession(ctx) {
      const session = ctx.oidc.session;
      const state = session?.state as
        { clientId?: string; state?: string; postLogoutRedirectUri?: string } | undefined;
      if (session) {
        for (const { grantId } of Object.values(session.authorizations ?? {})) {
          if (grantId) grants.revoke(grantId);
        }
        await session.destroy();
        ctx.oidc.cookies.set(options.provider().cookieName('session'), null, { path: '/' });
      }
      const target = state?.postLogoutRedirectUri;
      if (!target) {
        ctx.type = 'html';
        ctx.status = 200;
        ctx.body = signedOutPage();
        return;
      }
      ctx.status = 303;
      ctx.redirect(withState(target, state?.state ?? undefined));
    },

    async withoutSession(req, res) {
      const provider = options.provider();
      const params =
        req.method === 'POST'
          ? await readForm(req)
          : new URL(req.url ?? '/', 'http://localhost').searchParams;
      const hint = params.get('id_token_hint');
      const clientId = params.get('client_id');
      let client: Awaited<ReturnType<typeof provider.Client.find>>;
      let sid: unknown;
      if (hint) {
        const aud = decodeJwt(hint)?.payload['aud'];
        client = typeof aud === 'string' ? await provider.Client.find(aud) : undefined;
        if (!client || (clientId && clientId !== client.clientId)) {
          sendPage(res, 400, errorPage('Sign-out problem', 'The sign-out request is not valid.'));
          return;
        }
        try {
          sid = (await provider.IdToken.validate(hint, client)).payload['sid'];
        } catch {
          sendPage(res, 400, errorPage('Sign-out problem', 'The ID token hint is not valid.'));
          return;
        }
      } else if (clientId) {
        client = await provider.Client.find(clientId);
      }
      if (client && typeof sid === 'string') {
        const session = storage.findSessionBySid(client.clientId, sid);
        for (const grantId of [grants.takePasswordGrant(sid), session?.grantId]) {
          if (grantId) grants.revoke(grantId);
        }
        if (session) storage.destroySession(session.sessionId);
      }
      const target = params.get('post_logout_redirect_uri');
      if (!target || !client) {
        sendPage(res, 200, signedOutPage());
        return;
      }
      if (!client.postLogoutRedirectUriAllowed(target)) {
        sendPage(
          res,
          400,
          errorPage('Sign-out problem', 'post_logout_redirect_uri not registered'),
        );
        return;
      }
      res.statusCode = 303;
      res.setHeader('Location', withState(target, params.get('state') ?? undefined));
      res.setHeader('Cache-Control', 'no-store');
      res.end();
    },
  };
}
