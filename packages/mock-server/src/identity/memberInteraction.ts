import type { AccountDirectory } from './accounts.js';
import type { IdentityLogger } from './authority.js';
import type { InteractionHandler, InteractionRequest } from './interaction.js';
import { loginPage, socialPage } from './pages.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a form shows again: the e-mail typed and the error. */
interface FormState {
  email?: string;
  error?: string;
}

/**
 * The members authority's sign-in: e-mail and password, or the simulated social provider
 * (`idp=social`, or the link on the sign-in page), which creates a partial member on first use.
 */
export function memberInteraction(
  accounts: AccountDirectory,
  logger: IdentityLogger | undefined,
): InteractionHandler {
  const loginForm = (request: InteractionRequest, state: FormState): string =>
    loginPage({
      action: request.action('login'),
      abortAction: request.abortAction,
      socialHref: request.action('social'),
      ...state,
    });
  const socialForm = (request: InteractionRequest, state: FormState): string =>
    socialPage({ action: request.action('social'), abortAction: request.abortAction, ...state });

  async function signInWithPassword(request: InteractionRequest): Promise<void> {
    const form = await request.form();
    const email = form.get('email') ?? '';
    const member = accounts.verifyPassword(email, form.get('password') ?? '');
    if (!member || member.kind !== 'member') {
      request.refuse(loginForm(request, { email, error: 'The email or password is incorrect.' }));
      return;
    }
    logger?.info?.('identity members: password sign-in', { sub: member.id });
    await request.finish({ login: { accountId: member.id, amr: ['pwd'] } });
  }

  async function signInWithSocial(request: InteractionRequest): Promise<void> {
    const form = await request.form();
    const email = (form.get('email') ?? '').trim();
    const existing = EMAIL.test(email) ? accounts.findByEmail(email) : undefined;
    const error = !EMAIL.test(email)
      ? 'Enter a valid email address.'
      : existing && existing.kind !== 'member'
        ? 'This email cannot be used for a social sign-in.'
        : undefined;
    if (error !== undefined) {
      request.refuse(socialForm(request, { email, error }));
      return;
    }
    const member = existing ?? accounts.createSocialMember(email);
    logger?.info?.('identity members: social sign-in', {
      sub: member.id,
      created: existing === undefined,
    });
    await request.finish({ login: { accountId: member.id, amr: ['social'] } });
  }

  return {
    async handle(request) {
      const { method, step, params } = request;
      if (method === 'GET' && (step === undefined || step === 'social')) {
        const social = step === 'social' || params.idp === 'social';
        request.show(
          social
            ? socialForm(request, {})
            : loginForm(request, params.login_hint ? { email: params.login_hint } : {}),
        );
        return true;
      }
      if (method === 'POST' && step === 'login') {
        await signInWithPassword(request);
        return true;
      }
      if (method === 'POST' && step === 'social') {
        await signInWithSocial(request);
        return true;
      }
      return false;
    },
  };
}
