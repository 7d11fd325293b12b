import { NO_TERMS_MEMBER } from '@scanwise/mock-server/in-process';
import { TOKENS } from '../../composition/tokens';
import type { SceneSetup } from '../../test/platform/platformScene';

const query = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();

/** The seed's member who has not accepted the terms, and the code of their e-mail link. */
export const SETUP_MEMBER = NO_TERMS_MEMBER;

/** The e-mail link of a member who has a password: e-mail, the platform's code, hasPassword. */
export const SETUP_LINK = `/initial-setup/tos?${query({
  email: SETUP_MEMBER.email,
  code: SETUP_MEMBER.setupCode,
  hasPassword: 'true',
})}`;

/** The e-mail link of a member who still has to choose a password. */
export const SETUP_LINK_WITHOUT_PASSWORD = `/initial-setup/tos?${query({
  email: SETUP_MEMBER.email,
  code: SETUP_MEMBER.setupCode,
})}`;

/** The route guard's address for a signed-in member without accepted terms (no code). */
export const SIGNED_IN_TERMS_ROUTE = `/initial-setup/tos?${query({
  email: SETUP_MEMBER.email,
  hasPassword: 'true',
})}`;

/** The terms step kept the link's data and the opt-ins: the set-password step reads them. */
export const setupDataStored: SceneSetup = ({ container }) => {
  container.get(TOKENS.initialSetup).set({
    email: SETUP_MEMBER.email,
    code: SETUP_MEMBER.setupCode,
    hasPassword: false,
    optInEmailNotifications: true,
  });
};
