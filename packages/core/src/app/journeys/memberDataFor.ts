import {
  createMemberDataServices,
  type CreateMemberDataServicesOptions,
  type MemberDataServices,
} from '../createMemberDataServices';
import type { SessionCore } from '../createSessionCore';
import type { MadeJourneyParts } from './madeParts';

/**
 * The member's data a signed-in journey builds on: the one given, else made here over the calls
 * given; `dispose` stops it only when it was made here.
 */
export function memberDataFor(
  session: SessionCore,
  options: CreateMemberDataServicesOptions,
  made: Pick<MadeJourneyParts, 'calls' | 'memberData'>,
): { readonly data: MemberDataServices; dispose(): void } {
  if (made.memberData !== undefined) return { data: made.memberData, dispose: () => undefined };
  const data = createMemberDataServices(session, options, made.calls);
  return { data, dispose: () => data.dispose() };
}
