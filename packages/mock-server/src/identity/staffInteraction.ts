import type { InteractionResults } from 'oidc-provider';
import type { AccountDirectory } from './accounts.js';
import type { IdentityLogger } from './authority.js';
import type { InteractionHandler, InteractionRequest } from './interaction.js';
import { memberPickerPage, staffLoginPage } from './pages.js';

/** What an interaction result may carry besides login/consent: the acting staff member. */
export interface OboResult {
  obo?: { staffId: string };
}

/**
 * The on-behalf-of authority's sign-in: a staff account signs in, then picks the member to act
 * for; the tokens carry the member as `sub` and the staff member as `act`.
 */
export function staffInteraction(
  accounts: AccountDirectory,
  logger: IdentityLogger | undefined,
): InteractionHandler {
  /** interaction uid -> staff account that passed the staff sign-in. */
  const staffOfInteraction = new Map<string, string>();

  const staffLoginForm = (
    request: InteractionRequest,
    state: { email?: string; error?: string },
  ): string =>
    staffLoginPage({ action: request.action('login'), abortAction: request.abortAction, ...state });
  const memberPicker = (request: InteractionRequest, staffEmail: string, error?: string): string =>
    memberPickerPage({
      action: request.action('member'),
      abortAction: request.abortAction,
      staffEmail,
      members: accounts.listMembers(),
      ...(error !== undefined ? { error } : {}),
    });

  async function signInStaff(request: InteractionRequest): Promise<void> {
    const form = await request.form();
    const email = form.get('email') ?? '';
    const staff = accounts.verifyPassword(email, form.get('password') ?? '');
    if (!staff || staff.kind !== 'staff') {
      const error = 'The staff email or password is incorrect.';
      request.refuse(staffLoginForm(request, { email, error }));
      return;
    }
    staffOfInteraction.set(request.uid, staff.id);
    request.show(memberPicker(request, staff.email));
  }

  async function pickMember(request: InteractionRequest): Promise<void> {
    const staffId = staffOfInteraction.get(request.uid);
    const staff = staffId === undefined ? undefined : accounts.findById(staffId);
    if (staffId === undefined || !staff) {
      const error = 'Sign in with your staff account first.';
      request.refuse(staffLoginForm(request, { error }));
      return;
    }
    const form = await request.form();
    const member = accounts.findById(form.get('member') ?? '');
    if (!member || member.kind !== 'member') {
      request.refuse(memberPicker(request, staff.email, 'Choose a member from the list.'));
      return;
    }
    staffOfInteraction.delete(request.uid);
    logger?.info?.('identity obo: on-behalf-of sign-in', { sub: member.id, staff: staffId });
    const result: OboResult & { login: { accountId: string; amr: string[] } } = {
      login: { accountId: member.id, amr: ['pwd'] },
      obo: { staffId },
    };
    await request.finish(result as InteractionResults);
  }

  return {
    async handle(request) {
      const { method, step } = request;
      if (method === 'GET' && step === undefined) {
        request.show(staffLoginForm(request, {}));
        return true;
      }
      if (method === 'POST' && step === 'login') {
        await signInStaff(request);
        return true;
      }
      if (method === 'POST' && step === 'member') {
        await pickMember(request);
        return true;
      }
      return false;
    },
    aborted(uid) {
      staffOfInteraction.delete(uid);
    },
  };
}
