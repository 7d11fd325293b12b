/**
 * The identity pages of the platform: small, accessible HTML with no external fonts or
 * scripts. Every input has a label, errors are announced (role="alert"), and everything
 * works by keyboard (plain forms and buttons).
 */

import { escapeHtml, page } from '../html';

const alert = (error: string | undefined): string =>
  error ? `<p role="alert" id="form-error">${escapeHtml(error)}</p>` : '';

const described = (error: string | undefined): string =>
  error ? ' aria-invalid="true" aria-describedby="form-error"' : '';

const cancel = (action: string): string =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit" class="secondary">Cancel</button></form>`;

export interface LoginPageInput {
  action: string;
  abortAction: string;
  socialHref: string;
  email?: string;
  error?: string;
}

export function loginPage(input: LoginPageInput): string {
  return page(
    'Sign in',
    `${alert(input.error)}
<form method="post" action="${escapeHtml(input.action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${described(input.error)} autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described(input.error)}>
<button type="submit">Sign in</button>
</form>
<p><a href="${escapeHtml(input.socialHref)}">Continue with social</a></p>
${cancel(input.abortAction)}`,
  );
}

export interface SocialPageInput {
  action: string;
  abortAction: string;
  email?: string;
  error?: string;
}

export function socialPage(input: SocialPageInput): string {
  return page(
    'Continue with social',
    `<p>This simulates a social identity provider: enter the e-mail address of the social account.</p>
${alert(input.error)}
<form method="post" action="${escapeHtml(input.action)}">
<label for="email">Social account email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email ?? '')}"${described(input.error)} autofocus>
<button type="submit">Continue</button>
</form>
${cancel(input.abortAction)}`,
  );
}

export function staffLoginPage(input: Omit<LoginPageInput, 'socialHref'>): string {
  return page(
    'Staff sign in',
    `<p>Sign in with your staff account to act on behalf of a member.</p>
${alert(input.error)}
<form method="post" action="${escapeHtml(input.action)}">
<label for="email">Staff email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${described(input.error)} autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described(input.error)}>
<button type="submit">Sign in</button>
</form>
${cancel(input.abortAction)}`,
  );
}

export interface MemberPickerInput {
  action: string;
  abortAction: string;
  staffEmail: string;
  members: readonly { id: string; email: string }[];
  error?: string;
}

export function memberPickerPage(input: MemberPickerInput): string {
  const options = input.members
    .map((m) => `<option value="${escapeHtml(m.id)}">${escapeHtml(m.email)}</option>`)
    .join('');
  return page(
    'Choose a member',
    `<p>Signed in as ${escapeHtml(input.staffEmail)}. Choose the member to act for.</p>
${alert(input.error)}
<form method="post" action="${escapeHtml(input.action)}">
<label for="member">Member</label>
<select id="member" name="member" required${described(input.error)} autofocus>${options}</select>
<button type="submit">Continue as this member</button>
</form>
${cancel(input.abortAction)}`,
  );
}

export function errorPage(title: string, message: string): string {
  return page(title, `<p role="alert">${escapeHtml(message)}</p>`);
}

export function signedOutPage(): string {
  return page('Signed out', '<p>You are signed out.</p>');
}
