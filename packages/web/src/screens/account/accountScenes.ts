import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import type { SeedChange } from '../../test/platform/platformScene';

/** The demo member has no address on file. */
export const demoMemberWithoutAddress: SeedChange = (state) => {
  const member = state.members.find((m) => m.id === DEMO_MEMBER.id);
  if (member) member.address = null;
};
