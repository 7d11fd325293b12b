import type { AUTH_EN_US } from './auth';
import type { DeepPartial } from './deepPartial';

/** The sign-in page's strings where British English differs. */
export const AUTH_EN_GB: DeepPartial<typeof AUTH_EN_US> = {
  failure: {
    cancelled: 'Sign-in was cancelled. You can try again whenever you are ready.',
  },
};
