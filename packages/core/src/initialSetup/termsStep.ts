import { ACCEPTED_RULES } from '../member/memberFieldRules';
import { hasAcceptedTerms } from '../member/memberChecks';
import type { Member } from '../schemas';
import type { AuthStatus } from '../session';
import { FieldModel } from '../validation';
import { canSetPassword, type InitialSetupData } from './initialSetupData';
import type { InitialSetupState } from './initialSetupFlow';

/**
 * What the terms screen (InitialSetup/TOS) shows:
 * - `completed`: the setup is done for a member who is signed out: sign in next;
 * - `loading`: the session is being restored or a sign-in is under way elsewhere;
 * - `form`: the terms to accept (an e-mail link with email and code, or a signed-in member who
 *   has not accepted them), also while the app moves on after they were accepted here;
 * - `accepted`: a signed-in member who accepted them already: nothing to do here (home);
 * - `incomplete`: neither: the link is incomplete, the member should sign in.
 */
export type TermsStepView = 'completed' | 'loading' | 'form' | 'accepted' | 'incomplete';

export interface TermsStepInput {
  readonly authStatus: AuthStatus;
  readonly member: Member | null;
  /** The setup data with the link's query ({@link setupDataWithLink}). */
  readonly data: InitialSetupData;
  /** The flow's state: a step under way or just finished keeps the form. */
  readonly flowStatus: InitialSetupState['status'];
}

export function termsStepView({
  authStatus,
  member,
  data,
  flowStatus,
}: TermsStepInput): TermsStepView {
  if (flowStatus === 'completed') return 'completed';
  // Just accepted here: the form stays while the app moves on to where the member was going.
  if (flowStatus === 'finished') return 'form';
  const working = flowStatus === 'working';
  if (authStatus === 'restoring' || (authStatus === 'signingIn' && !working)) return 'loading';
  const signedIn = authStatus === 'signedIn';
  const memberNeedsTerms = signedIn && member !== null && !hasAcceptedTerms(member);
  if (canSetPassword(data) || memberNeedsTerms) return 'form';
  // Terms already accepted (and not in the middle of accepting them here): nothing to do.
  return signedIn && member !== null && !working ? 'accepted' : 'incomplete';
}

/** The terms step's boxes: the terms accepted (required) and the notification opt-ins. */
export interface TermsFields {
  readonly legal: FieldModel<boolean>;
  readonly optInEmail: FieldModel<boolean>;
  readonly optInPhone: FieldModel<boolean>;
}

/**
 * The boxes, the opt-ins ticked as the link's stored choices say, else as the member's are, else
 * not.
 */
export function createTermsFields(
  labels: { readonly legal: string; readonly optInEmail: string; readonly optInPhone: string },
  data: InitialSetupData,
  member: Member | null,
): TermsFields {
  const box = (label: string, initialValue: boolean): FieldModel<boolean> =>
    new FieldModel({ label, initialValue });
  return {
    legal: new FieldModel({ label: labels.legal, initialValue: false, rules: ACCEPTED_RULES }),
    optInEmail: box(
      labels.optInEmail,
      data.optInEmailNotifications ?? member?.optInEmailNotifications ?? false,
    ),
    optInPhone: box(
      labels.optInPhone,
      data.optInPhoneNotifications ?? member?.optInPhoneNotifications ?? false,
    ),
  };
}
