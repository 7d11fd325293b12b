import type { JourneyPorts } from '../scanwisePorts';
import type { ServiceGroup } from '../serviceGroups';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { untilThePageReloads } from '../../navigation/preloadRecovery';

/**
 * The groups whose binding needs the journeys' own ports (the hubs of the member's data and
 * of Home's overview over it, the card payment of booking): the browser fetches the ports' chunk beside theirs. Here, with what
 * fetches them, not in the entry.
 */
export const GROUPS_WITH_JOURNEY_PORTS: ReadonlySet<ServiceGroup> = new Set([
  'memberData',
  'home',
  'booking',
  'payment',
  'questionnaires',
]);

/** What a group's chunk exports (composition/journeys/*.ts, memberDataBindings.ts,
 * homeOverviewBindings.ts). */
interface GroupModule {
  readonly bindGroup: GroupBinding;
}

/**
 * Each group's binding chunk, as the browser fetches it. This table is itself in the chunk every
 * group builds on (`journey-shared`, src/build/routeChunks.ts), not in the entry: the sign-in
 * page carries none of it.
 */
const GROUP_CHUNKS: Readonly<Record<ServiceGroup, () => Promise<GroupModule | undefined>>> = {
  memberCalls: () => import('./memberCalls'),
  memberData: () => import('../memberDataBindings'),
  home: () => import('../homeOverviewBindings'),
  passwordReset: () => import('./passwordReset'),
  signUp: () => import('./signUp'),
  initialSetup: () => import('./initialSetup'),
  offers: () => import('./offers'),
  cat: () => import('./cat'),
  mqConfirm: () => import('./mqConfirm'),
  booking: () => import('./booking'),
  payment: () => import('./payment'),
  scheduleActions: () => import('./scheduleActions'),
  questionnaires: () => import('./questionnaires'),
  viewer: () => import('./viewer'),
  account: () => import('./account'),
  mammoUploads: () => import('./mammoUploads'),
};

/**
 * A group's binding: its chunk, fetched with the journeys' ports where it needs them
 * (GROUPS_WITH_JOURNEY_PORTS). A failed chunk whose reload is under way resolves to nothing
 * (navigation/preloadRecovery.ts): the page is going away, so the load waits for it.
 */
export function loadGroupBinding(
  group: ServiceGroup,
  journeyPorts: () => Promise<JourneyPorts>,
): Promise<BindJourneyServices> {
  return Promise.all([
    GROUP_CHUNKS[group](),
    GROUPS_WITH_JOURNEY_PORTS.has(group) ? journeyPorts() : undefined,
  ]).then(([module, ports]) =>
    // The groups without journey ports do not read them.
    module === undefined ? untilThePageReloads() : module.bindGroup(ports as JourneyPorts),
  );
}
