import { sameEmail } from './records';
import type { PlatformStore } from './store';
import { addMinutes, iso } from './time';

/** How long an e-mailed code stays valid. */
const CODE_LIFETIME_MINUTES = 60;

/** Puts an e-mail in the outbox (the controls let tests read it and follow its code). */
export function sendMail(
  store: PlatformStore,
  to: string,
  subject: string,
  body: string,
  code: string | null,
): void {
  store.state.outbox.push({ to, subject, body, code, created: store.nowIso() });
}

/** A fresh six-digit code for the e-mail and purpose; it replaces any earlier one. */
export function issueCode(
  store: PlatformStore,
  email: string,
  purpose: 'reset-password' | 'initial-setup',
): string {
  const code = String(100_000 + ((store.nextNumber() * 7_919) % 900_000));
  const { state } = store;
  state.codes = state.codes.filter((c) => !(sameEmail(c.email, email) && c.purpose === purpose));
  state.codes.push({
    email,
    code,
    purpose,
    expires: iso(addMinutes(store.now(), CODE_LIFETIME_MINUTES)),
  });
  return code;
}

/** Uses up a live code issued to the e-mail for one of the purposes; false when there is none. */
export function takeCode(
  store: PlatformStore,
  email: string,
  code: string,
  purposes: readonly string[],
): boolean {
  const index = store.state.codes.findIndex(
    (c) =>
      sameEmail(c.email, email) &&
      c.code === code &&
      purposes.includes(c.purpose) &&
      c.expires > store.nowIso(),
  );
  if (index < 0) return false;
  store.state.codes.splice(index, 1);
  return true;
}
