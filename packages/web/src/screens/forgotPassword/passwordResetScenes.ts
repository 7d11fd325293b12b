import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { SCENE_START } from '../../test/platform/platformPorts';
import type { SeedChange } from '../../test/platform/platformScene';

/** The code the platform e-mailed the demo member for a new password (see `resetCodeIssued`). */
export const RESET_CODE = '123456';

const query = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();

/** The change step as the e-mail's link opens it: the demo member's e-mail and the code. */
export const RESET_LINK = `/forgot-password/change?${query({ email: DEMO_MEMBER.email, code: RESET_CODE })}`;

/** The change step without a code (the member came from the first step). */
export const RESET_WITHOUT_CODE = `/forgot-password/change?${query({ email: DEMO_MEMBER.email })}`;

/** The platform e-mailed the demo member `RESET_CODE`, valid for the next hour. */
export const resetCodeIssued: SeedChange = (state) => {
  state.codes.push({
    email: DEMO_MEMBER.email,
    code: RESET_CODE,
    purpose: 'reset-password',
    expires: new Date(SCENE_START.getTime() + 60 * 60_000).toISOString(),
  });
};
