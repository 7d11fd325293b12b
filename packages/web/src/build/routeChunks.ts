import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PUBLIC_GROUPS, type ServiceGroup } from '../composition/serviceGroups.ts';
import { SHELL_LOADED_AREAS } from '../i18n/shellLoadedAreas.ts';
import { areaStringModules } from './areaStringModules.ts';
import { areaStringLists, areaStringListsPlugin, type AreaStringList } from './areaStringLists.ts';
import { lazyScreenModules, type LazyScreenModule } from './screenLoads.ts';

/** A group of rolldown's `output.codeSplitting.groups`: the modules it tests true, one chunk. */
export interface ChunkGroup {
  readonly name: string | ((id: string) => string | null);
  /** How the bundler's timing report names a group whose `name` is a function. */
  readonly debugName?: string;
  readonly test?: RegExp;
  readonly includeDependenciesRecursively?: boolean;
}

/** A module's static and dynamic imports, as the bundler resolved them. */
export interface ModuleImports {
  readonly importedIds: readonly string[];
  readonly dynamicallyImportedIds: readonly string[];
}

const CORE = String.raw`packages[\\/]core[\\/]src[\\/]`;
const WEB = String.raw`packages[\\/]web[\\/]src[\\/]`;
const NODE_MODULES = String.raw`[\\/]node_modules[\\/]`;
const REACT_ARIA = new RegExp(
  `${NODE_MODULES}(react-aria|react-aria-components|react-stately)[\\\\/]`,
);
/**
 * The design system's select and its dialog (with their styles): a small chunk each, which only
 * the screens with a select, or with a dialog, load (in an area's chunk, every screen of the area
 * would load them; in one chunk, a form with a select would load the dialog, which none of them
 * shows). The dialog's chunk holds the idle warning's, its one use outside the screens: the
 * entry names every chunk it may load, so a chunk of its own would cost every page a name. It
 * holds the steps' history too (navigation/stepHistory.ts): the appointment screen, which has the
 * dialog, and the medical questionnaire load it first, the heart check's questions after their
 * first paint; a chunk of its own would be a sixteenth file on the appointment screen's route.
 */
const SELECT = new RegExp(`${WEB}design[\\\\/]components[\\\\/]Select[\\\\/]`);
const DIALOG = new RegExp(
  `${WEB}(design[\\\\/]components[\\\\/]Dialog[\\\\/]|app[\\\\/]IdleWarningDialog\\.tsx$|navigation[\\\\/]stepHistory\\.ts$)`,
);
const WEB_MODULE = new RegExp(`${WEB}.*\\.(tsx?|css)$`);
/**
 * The booking's confirmation and its calendar links (core): the confirmation screen's own, which
 * builds it, so the booking's earlier steps load none of it.
 */
const BOOKING_CONFIRMATION = String.raw`booking[\\/]bookingConfirmation\.|calendar[\\/]`;
/**
 * The booking's hold and payment (core `BookingCheckout`): a chunk of its own, which the booking's
 * journey loads as the member reaches schedule-scan, so the steps up to choosing a time wait for
 * none of it; it imports the payment service (`journey-payment`). Not one of `SERVICE_CHUNKS`:
 * no group's binding loads it.
 */
const BOOKING_CHECKOUT = String.raw`booking[\\/]bookingCheckout\.`;
export const BOOKING_CHECKOUT_CHUNK = 'booking-checkout';
/**
 * The core's modules loaded on demand (under packages/core/src): all but what loads after every
 * first paint without them (the session's followers and reporting, idle warning, the deferred
 * ports, the store of Home's kept overview and the pages' last paints), Home's overview (its own
 * chunk, `HOME_OVERVIEW`), the upload queue (loaded when a file is picked), the account page's
 * form and the booking's confirmation (their screens' own).
 */
const LOADED_ON_DEMAND = String.raw`(?!app[\\/](session(Followers|Reporting)|createHomeOverview)|idle[\\/]|home[\\/]|findings[\\/]|session[\\/]|deferredPorts[\\/]|uploads[\\/]|member[\\/]accountForm\.|${BOOKING_CONFIRMATION}|${BOOKING_CHECKOUT})`;
const JOURNEY_FACTORY = String.raw`app[\\/]journeys[\\/]`;
/**
 * Home's overview: its group's binding (composition/homeOverviewBindings.ts), core
 * `createHomeOverview` and the rules only it and Home's lists use (the next step, the deadline),
 * not the store of the kept overview, which a page's last paint loads too. One chunk, which Home's
 * lists import (a scan's next step) and load beside their group anyway; not a service chunk of
 * its own (`SERVICE_CHUNKS`), which no lazy part outside its group may import.
 */
const HOME_OVERVIEW = new RegExp(
  `${WEB}composition[\\\\/]homeOverviewBindings\\.ts$|${CORE}(app[\\\\/]createHomeOverview|home[\\\\/](?!lastHomeOverview\\.))`,
);
export const HOME_OVERVIEW_CHUNK = 'home-overview';

/**
 * The chunk of each group of services that loads on demand (composition/serviceGroups.ts): its
 * web binding (composition/journeys/<binding>.ts, or the module named) and the core's modules
 * only that group uses (`core`, under packages/core/src), in this order (a module goes to the
 * first that names it).
 * - `member-calls`: the member calls and their schemas, which every journey calls with;
 * - one chunk per journey, so a public journey (password reset, sign-up, initial setup, offers,
 *   CAT, MQ confirm) loads none of the others', nor booking, payment or the member's data, and
 *   the payment of an encounter none of the booking journey;
 * - `member-data`: the member's data (core `createMemberDataServices`: the hubs, the live
 *   lists, what the dashboard's sections format), which the dashboard's sections load without
 *   any journey and the questionnaire, the upload and Home's overview (`HOME_OVERVIEW`) build
 *   on (booking, schedule actions and the account need only the member's cache, in
 *   `journey-shared`); with what those pages alone share (`web`: a scan's line and title; its
 *   tasks' steps, near dates), which a chunk of its own would make one file more, and a report's
 *   findings' schema and order, not the digital report's arrangement of them (its screen's own).
 */
/** What several journeys share: the member calls, the core's shared rules, screens' parts. */
export const SHARED_CHUNK = 'journey-shared';
/** What every group's binding loads through and the public journeys' services build on. */
export const JOURNEY_BASE_CHUNK = 'journey-base';
/** The member's cache, which the member's data and the journeys of a member's records build on. */
export const MEMBER_CACHE_CHUNK = 'member-cache';
/** What only the public journeys share: their calls' loading, their screens' common parts. */
export const PUBLIC_JOURNEYS_CHUNK = 'public-journeys';
/** The catalogue's parts (and the zones' table) the public journeys' calls load with them. */
export const PUBLIC_CALLS_CHUNK = 'public-calls';

export const SERVICE_CHUNKS: ReadonlyArray<{
  readonly chunk: string;
  readonly binding: string;
  readonly core: string;
  /** The screens' parts (under packages/web/src) that go with it: only its pages use them. */
  readonly web?: string;
}> = [
  {
    // What every group's binding is loaded through (groupChunks.ts) and what the public journeys'
    // services are made over without their calls' code (the deferred calls, the catalogue's
    // parts as loaders, a failed call's reading): small, and importing no other journey chunk,
    // so a public page waits for none of the member calls (docs/adr/0135). Not the prices and
    // the locale's formats: of the public pages only an offer's loaded view shows them, which
    // loads with the offer's call (docs/adr/0153).
    chunk: JOURNEY_BASE_CHUNK,
    binding: 'journeys/groupChunks',
    core: String.raw`${JOURNEY_FACTORY}(onDemandParts|deferredCalls|madeParts)\.|api[\\/]memberCallFailure\.|store[\\/]mapDistinct\.|member[\\/]memberChecks\.`,
  },
  {
    chunk: 'journey-password-reset',
    binding: 'journeys/passwordReset',
    core: String.raw`passwordReset[\\/](?!passwordResetForms)|${JOURNEY_FACTORY}createPasswordResetServices`,
  },
  {
    chunk: 'journey-sign-up',
    binding: 'journeys/signUp',
    core: String.raw`join[\\/]|${JOURNEY_FACTORY}createSignUpServices`,
  },
  {
    chunk: 'journey-initial-setup',
    binding: 'journeys/initialSetup',
    core: String.raw`initialSetup[\\/]|locale[\\/]setupTimeZone\.|${JOURNEY_FACTORY}createInitialSetupServices`,
  },
  {
    // Not an offer's prices (`offerPlanPrices`, the booking's pricing): they load with the
    // plans' calls, with the member calls.
    chunk: 'journey-offers',
    binding: 'journeys/offers',
    core: String.raw`offers[\\/](?!offerPlanPrices\.)|${JOURNEY_FACTORY}createOfferServices`,
  },
  {
    chunk: 'journey-cat',
    binding: 'journeys/cat',
    core: String.raw`cat[\\/]|${JOURNEY_FACTORY}createCatServices`,
  },
  {
    // With the questions' rules, the body measurements they check (the questionnaire loads
    // this chunk too).
    chunk: 'journey-mq-confirm',
    binding: 'journeys/mqConfirm',
    core: String.raw`questionnaire[\\/](mqConfirm|medicalQuestionnaireDefinition|medicalQuestionnaireValidation)\.|measurement[\\/]|${JOURNEY_FACTORY}createMqConfirmServices`,
  },
  {
    chunk: 'journey-questionnaires',
    binding: 'journeys/questionnaires',
    core: String.raw`questionnaire[\\/]|${JOURNEY_FACTORY}createQuestionnaireServices`,
  },
  {
    chunk: 'journey-viewer',
    binding: 'journeys/viewer',
    core: String.raw`viewer[\\/]|${JOURNEY_FACTORY}createViewerServices`,
  },
  {
    // Schedule actions build on the booking's rules (their chunk imports booking's); booking's
    // steps do not load them.
    chunk: 'journey-schedule-actions',
    binding: 'journeys/scheduleActions',
    core: String.raw`booking[\\/]scheduleActions?\.|${JOURNEY_FACTORY}createScheduleActionServices`,
  },
  {
    // Paying an encounter or a due invoice (payment-authorize), without the booking journey;
    // with the payment service, its order key and the card's problems it answers, which the
    // booking's checkout (`BOOKING_CHECKOUT`) imports.
    chunk: 'journey-payment',
    binding: 'journeys/payment',
    core: String.raw`payment[\\/](paymentAuthorization|paymentService|paymentOrderKey|cardPaymentProblem)\.|${JOURNEY_FACTORY}createPaymentServices`,
  },
  {
    chunk: 'journey-booking',
    binding: 'journeys/booking',
    core: String.raw`booking[\\/](?!appointmentChangeable\.|scheduleActionPath\.|bookingPriceSummary\.|bookingConfirmation\.|bookingCheckout\.)|payment[\\/]|${JOURNEY_FACTORY}createBookingServices`,
  },
  {
    chunk: 'journey-account',
    binding: 'journeys/account',
    core: String.raw`member[\\/]memberAccount\.|${JOURNEY_FACTORY}createAccountServices`,
  },
  {
    chunk: 'journey-mammo-uploads',
    binding: '(journeys/mammoUploads|mammoUploads)',
    core: String.raw`(?!)`,
  },
  {
    chunk: 'member-data',
    binding: 'memberDataBindings',
    core: String.raw`app[\\/]createMemberDataServices|${JOURNEY_FACTORY}memberDataFor|memberData[\\/](?!memberQueryKeys)|realtime[\\/]|remoteData[\\/]combineQueries|encounters[\\/]|tasks[\\/]|locale[\\/]nearDate\.|findings[\\/](findingSchema|findingDerivations)\.|schemas[\\/](hubs|messages|messageCalls|reports|reportCalls)\.`,
    web: String.raw`screens[\\/]dashboard[\\/](encounterPresentation|useEncounterTitle|useScanLine)\.`,
  },
  {
    // Last: the member calls, what several groups use beyond their own (the catalogue's parts
    // several groups make) and no shared part chunk or the journeys' base takes, with the
    // screens' parts of several areas that no public page uses (sharedScreenChunks).
    chunk: SHARED_CHUNK,
    binding: 'journeys/memberCalls',
    core: LOADED_ON_DEMAND,
  },
];

/**
 * What several journeys share that others do not load, each a chunk of its own, ahead of the
 * groups of services: the core's modules (`core`, under packages/core/src) and the screens' parts
 * two or more screens share (`web`, under packages/web/src: what `sharedScreenChunks` gives an
 * area's or the cross-area chunk otherwise; scripts, not style sheets, so the entry names no more
 * files). So a route loads the shared parts its screens use, not every journey's.
 * - `booking-rules`: the booking's rules its screens and the schedule actions use (slots, errors,
 *   eligibility) and the booking's calls: the schedule actions' route without the booking's
 *   journey; with the card payment's flow states (not its service, its problems or its order key,
 *   which `journey-payment` holds), which the booking's journey and the payment of an encounter
 *   (payment-authorize) share: not a chunk of its own, as the entry names every chunk (the
 *   sign-in page pays for each name) and each booking step would fetch one file more; the
 *   schedule actions' route carries it too;
 * - `booking-slots`: the slot calendar and the centers' distances (schedule-scan, the schedule
 *   actions), which the plan step does not load;
 * - `card-payment`: the card form and its field (reserve-appointment, payment-authorize);
 * - `member-forms`: the member's form rules, the account pages' parts and a call's outcome
 *   (sign-up, initial setup, password reset, the account, a message's length), which no booking
 *   step uses;
 * - `public-journeys`: what only the public journeys share: their member calls made on demand
 *   over the catalogue's parts they call (core `memberApiOnDemand`, `publicCallParts`) and the
 *   screens' parts only public pages share (`sharedScreenChunks`);
 * - `member-cache`: the member's cache, which the member's data, schedule actions and the
 *   account build on, and booking, the payment of an encounter (which invalidates the cache
 *   bound when it pays, making none) and the public journeys do not;
 * - `public-calls`: the catalogue's parts the public journeys call (the account's, the CAT's, the
 *   partner's), loaded with their calls, never with a page (the account's journey imports the
 *   account's); with the zones' table, which the account's form lists and sign-up loads with its
 *   create call (a new member's zone), so no public form waits for it;
 * - `flow-page`: the flow page's frame (and the remote page's over it): the questionnaire, the
 *   upload and the MQ confirmation, which needs nothing else of the scan pages' parts (body
 *   measurements, the questions' rules, go with its journey's chunk).
 */
export const SHARED_PART_CHUNKS: ReadonlyArray<{
  readonly chunk: string;
  readonly core: string;
  readonly web: string;
}> = [
  {
    chunk: 'booking-rules',
    core: String.raw`booking[\\/](bookingJourneyError|bookingSlots|bookingEligibility)\.|schemas[\\/]bookingCalls\.|payment[\\/](index|paymentFlowState)\.`,
    web: String.raw`(?!)`,
  },
  {
    chunk: 'booking-slots',
    core: String.raw`booking[\\/]centerDistance\.`,
    web: String.raw`screens[\\/](booking[\\/]SlotCalendar|scheduleActions[\\/]AppointmentPage)\.`,
  },
  {
    chunk: 'card-payment',
    core: String.raw`payment[\\/]cardField\.`,
    web: String.raw`screens[\\/]cardPayment[\\/]\w+\.tsx?$`,
  },
  {
    chunk: 'member-forms',
    core: String.raw`validation[\\/]|member[\\/](memberFieldRules|termsOfService)\.|passwordReset[\\/]passwordResetForms\.|store[\\/]outcomeStore\.`,
    web: String.raw`screens[\\/]account[\\/]shared[\\/](forms|PhoneField)\.|forms[\\/]choiceFields\.|composition[\\/]useOutcomePerVisit\.`,
  },
  {
    chunk: PUBLIC_JOURNEYS_CHUNK,
    core: String.raw`${JOURNEY_FACTORY}(memberApiOnDemand|publicCallParts)\.`,
    web: String.raw`(?!)`,
  },
  {
    chunk: MEMBER_CACHE_CHUNK,
    core: String.raw`remoteData[\\/](remoteDataCache|queryKey)\.|${JOURNEY_FACTORY}createMemberCache\.`,
    web: String.raw`composition[\\/]memberCache\.`,
  },
  {
    chunk: PUBLIC_CALLS_CHUNK,
    core: String.raw`app[\\/]journeys[\\/]callPartsOnDemand\.|schemas[\\/](accountCalls|catCalls|partnerCalls)\.|locale[\\/](memberTimeZone|timeZones)\.`,
    web: String.raw`(?!)`,
  },
  {
    chunk: 'flow-page',
    core: String.raw`(?!)`,
    web: String.raw`design[\\/]layouts[\\/](FlowPageLayout|RemotePageFrame)\.`,
  },
];

/** The shared part's chunk that takes a core module (SHARED_PART_CHUNKS), if any. */
export function sharedPartChunkOf(id: string): string | null {
  return (
    SHARED_PART_CHUNKS.find(({ core }) => new RegExp(`${CORE}(${core})`).test(id))?.chunk ?? null
  );
}

/** The service chunk that takes a module (SERVICE_CHUNKS, the first that names it), if any. */
export function serviceChunkOf(id: string): string | null {
  const entry = SERVICE_CHUNKS.find((chunk) => serviceChunkGroup(chunk).test?.test(id));
  return entry?.chunk ?? null;
}

/** A service chunk's group of rolldown: its web binding and its core modules. */
function serviceChunkGroup({
  chunk,
  binding,
  core,
  web = '(?!)',
}: (typeof SERVICE_CHUNKS)[number]): ChunkGroup {
  return {
    name: chunk,
    includeDependenciesRecursively: false,
    test: new RegExp(`${WEB}(composition[\\\\/]${binding}\\.ts$|${web})|${CORE}(${core})`),
  };
}

/**
 * The icons the public pages' parts use beyond the entry's (the empty state's, the flow page's
 * back link): with the journey base rather than the shell's chunk, which a public page does not
 * load (one icon there would make the MQ confirmation wait for all of it).
 */
const JOURNEY_BASE_VENDOR = new RegExp(
  `${NODE_MODULES}lucide[\\/]dist[\\/]esm[\\/]icons[\\/](inbox|arrow-left)\\.mjs$`,
);

/**
 * The journey base's group (`JOURNEY_BASE_CHUNK`): its binding and core modules
 * (`SERVICE_CHUNKS`), the public pages' parts of several areas (`sharedScreenChunks`) and the
 * operators and icons they use (`JOURNEY_BASE_VENDOR`).
 */
function journeyBaseGroup(shared: () => ReadonlyMap<string, string>): ChunkGroup {
  const base = SERVICE_CHUNKS.find(({ chunk }) => chunk === JOURNEY_BASE_CHUNK);
  const { test } = serviceChunkGroup(base as (typeof SERVICE_CHUNKS)[number]);
  // A part a shared part's chunk names (the flow page's frame: flow-page) stays there.
  const sharedPartWeb = SHARED_PART_CHUNKS.map(({ web }) => new RegExp(`${WEB}(${web})`));
  return {
    name: (id) =>
      test?.test(id) ||
      JOURNEY_BASE_VENDOR.test(id) ||
      (shared().get(id) === JOURNEY_BASE_CHUNK && !sharedPartWeb.some((web) => web.test(id)))
        ? JOURNEY_BASE_CHUNK
        : null,
    debugName: JOURNEY_BASE_CHUNK,
    includeDependenciesRecursively: false,
  };
}

/**
 * The screens' folders of one journey, whose shared parts load together: a chunk of their own, or
 * the journey's services' chunk (`SERVICE_CHUNKS`) when each of those screens loads that chunk
 * and nothing else loads it (the CAT's, the offers', the questionnaire's: the questionnaire
 * builds on the MQ confirmation's chunk; the account's page: one file fewer on each of their
 * pages), with the strings of an area only those screens name.
 */
export const SCREEN_AREAS: Readonly<Record<string, readonly string[]>> = {
  'journey-account': ['account'],
  'public-account-screens': ['join', 'forgotPassword', 'initialSetup'],
  'booking-screens': ['booking', 'scheduleActions', 'paymentAuthorize', 'cardPayment'],
  'dashboard-screens': ['dashboard'],
  'journey-mq-confirm': ['questionnaire'],
  'mammo-upload-screens': ['mammoUpload'],
  'journey-cat': ['cat'],
  'journey-offers': ['offers'],
};
/** Parts shared by screens of more than one area: with what the journeys' services share. */
export const CROSS_AREA_CHUNK = SHARED_CHUNK;
const SCREEN_FOLDER = new RegExp(`${WEB}screens[\\\\/]([^\\\\/]+)[\\\\/]`);

function areaOf(root: string): string {
  const folder = SCREEN_FOLDER.exec(root)?.[1];
  const area = Object.entries(SCREEN_AREAS).find(([, folders]) => folders.includes(folder ?? ''));
  return area ? area[0] : CROSS_AREA_CHUNK;
}

/** The folder under src/screens a lazy screen's module is in. */
const screenFolder = (screen: LazyScreenModule): string | undefined =>
  /^src\/screens\/([^/]+)\//.exec(screen.module)?.[1];

/**
 * The screens' chunk (`SCREEN_AREAS`) that takes each i18n area's US English strings module
 * (src/i18n/resources/<area>.ts), by area: the chunk of the one area whose folders hold every
 * screen naming the area, when each of them is a journey's screen (whose shared parts go there),
 * every journey's screen of those folders names it (so none waits for strings it never shows)
 * and the shell does not load the area by itself (`SHELL_LOADED_AREAS`). Those screens load that
 * chunk with their code anyway, so the strings come in a file the page fetches already, rather
 * than one more; scripts/route-sizes.mjs fails when a route waits for such strings without
 * loading the chunk, or loads the chunk without naming the area. The other areas keep a chunk of
 * their own, as does every area's en-GB overrides (only an en-GB page fetches them).
 */
export function areaStringChunks(
  screens: readonly LazyScreenModule[],
  modules: ReadonlyMap<string, string>,
): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const [area, module] of modules) {
    if ((SHELL_LOADED_AREAS as readonly string[]).includes(area)) continue;
    const naming = screens.filter((screen) => screen.areas?.includes(area));
    if (naming.length === 0 || naming.some((screen) => screen.load === 'lazyScreen')) continue;
    const folders = new Set(naming.map(screenFolder));
    const chunk = Object.entries(SCREEN_AREAS).find(([, held]) =>
      [...folders].every((folder) => folder !== undefined && held.includes(folder)),
    )?.[0];
    if (chunk === undefined) continue;
    // Only where every screen that loads the chunk shows the area: one that does not (forgot
    // password beside Join's own strings) would wait for strings it never shows.
    const loadingChunk = screens.filter(
      (screen) =>
        screen.load !== 'lazyScreen' && SCREEN_AREAS[chunk]!.includes(screenFolder(screen) ?? ''),
    );
    if (loadingChunk.every((screen) => screen.areas?.includes(area))) chunks.set(module, chunk);
  }
  return chunks;
}

/**
 * The strings modules of the screens' lists of areas (build/areaStringLists.ts), each without the
 * areas whose strings come in a screens' chunk (`areaStringChunks`): the build and
 * scripts/route-sizes.mjs read them alike.
 */
export function screenAreaStringLists(
  screens: readonly LazyScreenModule[],
  modules: ReadonlyMap<string, string>,
): AreaStringList[] {
  const inScreensChunks = areaStringChunks(screens, modules);
  return areaStringLists(
    screens,
    [...modules].filter(([, module]) => inScreensChunks.has(module)).map(([area]) => area),
  );
}

/**
 * The chunk of each web module that two or more screens of the journeys share, by area: the
 * area's chunk when they are all of one area; else, where a public journey's screen
 * (`isPublicScreen`) uses it, the public journeys' own chunk (public screens alone) or the
 * journeys' base (public and other screens), so no public page waits for the member calls'
 * chunk; else the cross-area one. Left out: what the entry,
 * a screen that loads without the journeys (sign-in, callbacks, Home, placeholder, the
 * confirmation of a password reset) or a lazy module outside the screens (the dashboard's frame,
 * the journeys' bindings, idle warning, consent) reaches, closed downwards (their imports are
 * theirs too); a lazy module itself (each keeps its chunk, the face a route loads); and a module
 * that imports one (its chunk would import that screen). So an area's chunk imports the
 * cross-area one and others' chunks, never the reverse.
 */
export function sharedScreenChunks(
  modules: ReadonlyMap<string, ModuleImports>,
  entries: readonly string[],
  isJourneyScreen: (root: string) => boolean,
  isPublicScreen: (root: string) => boolean = () => false,
): Map<string, string> {
  const roots = new Set<string>();
  for (const imports of modules.values()) {
    for (const id of imports.dynamicallyImportedIds) roots.add(id);
  }
  const webImports = (id: string): string[] =>
    (modules.get(id)?.importedIds ?? []).filter((imported) => WEB_MODULE.test(imported));
  const reach = (from: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...webImports(id));
    }
    return seen;
  };
  const journeyScreens = [...roots].filter(isJourneyScreen);
  const others = reach([...entries, ...[...roots].filter((root) => !isJourneyScreen(root))]);
  const importsLazyModule = new Map<string, boolean>();
  const reachesLazyModule = (id: string): boolean => {
    const known = importsLazyModule.get(id);
    if (known !== undefined) return known;
    importsLazyModule.set(id, false); // a cycle adds nothing
    const result = webImports(id).some(
      (imported) => roots.has(imported) || reachesLazyModule(imported),
    );
    importsLazyModule.set(id, result);
    return result;
  };
  const areas = new Map<string, Set<string>>();
  const screenCount = new Map<string, number>();
  const publicParts = reach(journeyScreens.filter(isPublicScreen));
  const signedInParts = reach(journeyScreens.filter((screen) => !isPublicScreen(screen)));
  for (const screen of journeyScreens) {
    for (const id of reach([screen])) {
      screenCount.set(id, (screenCount.get(id) ?? 0) + 1);
      const area = areas.get(id) ?? new Set<string>();
      area.add(areaOf(screen));
      areas.set(id, area);
    }
  }
  const usesReactAria = new Map<string, boolean>();
  const reachesReactAria = (id: string): boolean => {
    const known = usesReactAria.get(id);
    if (known !== undefined) return known;
    usesReactAria.set(id, false);
    const imports = modules.get(id)?.importedIds ?? [];
    const result =
      imports.some((imported) => REACT_ARIA.test(imported)) ||
      webImports(id).some(reachesReactAria);
    usesReactAria.set(id, result);
    return result;
  };
  const chunks = new Map<string, string>();
  for (const [id, count] of screenCount) {
    if (count < 2 || roots.has(id) || others.has(id) || reachesLazyModule(id)) continue;
    // A part on react-aria (the upload's file picker and drop zone) stays out of the shared
    // chunks: a screen of the same area that needs none of it does not load react-aria for it.
    // The select and the dialog have their own chunks.
    if (reachesReactAria(id) || SELECT.test(id) || DIALOG.test(id)) continue;
    const [area, ...more] = areas.get(id) ?? [];
    // Of several areas: a part of the public pages alone with what only they share, of public
    // and other pages with the base every group builds on (so no public page waits for the
    // member calls' chunk), of the others alone with the member calls.
    if (more.length === 0 && area) chunks.set(id, area);
    else if (!publicParts.has(id)) chunks.set(id, CROSS_AREA_CHUNK);
    else chunks.set(id, signedInParts.has(id) ? JOURNEY_BASE_CHUNK : PUBLIC_JOURNEYS_CHUNK);
  }
  return chunks;
}

/**
 * The chunks the screens wait for before their first paint, merged: the build's chunk groups
 * (after the entry's, the sign-in page's and the session's reporting groups) and the plugin that
 * reads the module graph the last one needs. Each group takes the modules it matches and, unless
 * it says otherwise, what they import (unless an earlier group took it), in this order:
 * - `session-client`: the session's platform client, fetched with the first call on any page
 *   (the sign-in page's included), so it never waits for a journey's chunk;
 * - `journey-base`: what every group's binding loads through (`groupChunks.ts`), what the public
 *   journeys' services are made over and share with the others (the deferred calls, a failed
 *   call's reading), the screens' parts public and other
 *   pages share, and the icon those use beyond the entry's;
 * - `shell-shared`: what the dashboard's frame and Home load without the journeys and the
 *   journeys use too (rxjs's operators beyond the entry's, the icons, the unread count, the
 *   status pill, the last paint's marks);
 * - `home-overview`: Home's overview and its group's binding (`HOME_OVERVIEW`), which Home's
 *   lists load beside it;
 * - each group of services's chunk (`SERVICE_CHUNKS`: a journey's, `member-data`), then
 *   `journey-shared`: the member calls, the rest of the core's modules loaded on demand that
 *   several groups use, and the screens' parts of several areas (`sharedScreenChunks`);
 * - `react-aria`: what the mammography upload's file picker and progress bar need of react-aria
 *   (buttons, focus, press, labels, progress, strings); its drop zone stays the upload screen's;
 * - `select` and `dialog`: the design system's select and its dialog (with the idle warning's),
 *   on the platform's elements, a chunk each: few screens use either, and none both;
 * - the web modules two or more screens of one area of the journeys share (design components,
 *   booking parts, hooks), one chunk per area (`sharedScreenChunks`).
 */
export function routeChunks(webRoot: string): {
  plugin: Plugin[];
  groups: ChunkGroup[];
  holdsAreaStrings: (fileName: string) => boolean;
} {
  const screens = lazyScreenModules(
    readFileSync(join(webRoot, 'src', 'app', 'routeScreens.tsx'), 'utf8'),
  );
  const withoutJourneys = screens
    .filter((screen) => screen.load === 'lazyScreen')
    .map((screen) => join(webRoot, screen.module));
  const isJourneyScreen = (root: string): boolean =>
    SCREEN_FOLDER.test(root) && !withoutJourneys.includes(root);
  const publicScreens = screens
    .filter(
      (screen) =>
        screen.services.length > 0 &&
        screen.services.every((group) => PUBLIC_GROUPS.has(group as ServiceGroup)),
    )
    .map((screen) => join(webRoot, screen.module));
  const isPublicScreen = (root: string): boolean => publicScreens.includes(root);
  const areaStringsSource = readFileSync(join(webRoot, 'src', 'i18n', 'areaStrings.ts'), 'utf8');
  const stringModules = areaStringModules(areaStringsSource);
  const stringChunks = [...areaStringChunks(screens, stringModules)].map(([module, chunk]) => ({
    module: join(webRoot, module),
    chunk,
  }));
  // One strings chunk per list of areas the screens name (build/areaStringLists.ts).
  const listsPlugin = areaStringListsPlugin(
    webRoot,
    screenAreaStringLists(screens, stringModules),
    stringModules,
  );
  const stringsChunkOf = (id: string): string | null =>
    stringChunks.find(({ module }) => module === id)?.chunk ?? null;
  let shared = new Map<string, string>();
  const plugin: Plugin = {
    name: 'scanwise:route-chunks',
    apply: 'build',
    buildEnd() {
      const modules = new Map<string, ModuleImports>();
      const entries: string[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        if (info.isEntry) entries.push(id);
        modules.set(id, info);
      }
      shared = sharedScreenChunks(modules, entries, isJourneyScreen, isPublicScreen);
    },
  };
  const groups: ChunkGroup[] = [
    {
      name: 'session-client',
      test: new RegExp(
        `${CORE}(app[\\\\/]sessionClient|api[\\\\/](sessionApi|memberCallRunner|memberApiError)|schemas[\\\\/](errors|callDefinition|sessionCalls)|http[\\\\/])`,
      ),
    },
    // Before the shell's: the few of rxjs's operators and icons the public journeys' services
    // and parts use go with them, so a public page loads none of the shell's chunk.
    journeyBaseGroup(() => shared),
    {
      name: 'shell-shared',
      test: new RegExp(
        `${NODE_MODULES}(rxjs|lucide)[\\\\/]|${CORE}(remoteData[\\\\/]remoteDataState|memberData[\\\\/]conversations)|${WEB}(app[\\\\/]useUnreadMessageCount|startup[\\\\/]AfterFirstPaint|design[\\\\/]lastPaintMarks|screens[\\\\/]dashboard[\\\\/](memberHooks|dashboard\\.module)|design[\\\\/]components[\\\\/]StatusPill[\\\\/])`,
      ),
    },
    // The parts several journeys share that others do not load (SHARED_PART_CHUNKS): a core
    // module by its path, a screens' part when screens of several areas share it.
    ...SHARED_PART_CHUNKS.map(({ chunk, core, web }): ChunkGroup => {
      const coreModule = new RegExp(`${CORE}(${core})`);
      const webModule = new RegExp(`${WEB}(${web})`);
      return {
        name: (id) =>
          coreModule.test(id) ||
          (webModule.test(id) && (shared.has(id) || chunk === MEMBER_CACHE_CHUNK)) ||
          shared.get(id) === chunk
            ? chunk
            : null,
        debugName: chunk,
        includeDependenciesRecursively: false,
      };
    }),
    { name: HOME_OVERVIEW_CHUNK, test: HOME_OVERVIEW, includeDependenciesRecursively: false },
    {
      name: BOOKING_CHECKOUT_CHUNK,
      test: new RegExp(`${CORE}(${BOOKING_CHECKOUT})`),
      includeDependenciesRecursively: false,
    },
    // Each group of services apart (SERVICE_CHUNKS), then what several of them use, with the
    // screens' parts of several areas (a public page's with the base, the others' with the
    // member calls): one file fewer on every journey's route.
    ...SERVICE_CHUNKS.filter(({ chunk }) => chunk !== JOURNEY_BASE_CHUNK)
      .map(serviceChunkGroup)
      .map(({ name, test }): ChunkGroup =>
        name === SHARED_CHUNK
          ? {
              name: (id) =>
                test?.test(id) || shared.get(id) === CROSS_AREA_CHUNK ? SHARED_CHUNK : null,
              debugName: SHARED_CHUNK,
              includeDependenciesRecursively: false,
            }
          : {
              // With the screens' parts of the area whose chunk is the journey's own
              // (`SCREEN_AREAS`), and the strings that chunk holds (`areaStringChunks`).
              name: (id) =>
                test?.test(id) || shared.get(id) === name || stringsChunkOf(id) === name
                  ? (name as string)
                  : null,
              debugName: name as string,
              includeDependenciesRecursively: false,
            },
      ),
    // With each area's chunk, the strings of the i18n area only its screens name.
    {
      name: (id) => shared.get(id) ?? stringsChunkOf(id),
      debugName: 'screens parts and area strings',
      includeDependenciesRecursively: false,
    },
    {
      name: 'react-aria',
      test: new RegExp(
        `${NODE_MODULES}(react-aria[\\\\/]dist[\\\\/](private[\\\\/])?(intl[\\\\/])?(button|focus|form|i18n|interactions|label|live-announcer|progress|radio|ssr|textfield|utils|visually-hidden)[\\\\/]|react-stately[\\\\/]dist[\\\\/](private[\\\\/])?(flags|form|radio|utils)[\\\\/]|react-aria-components[\\\\/]dist[\\\\/](private[\\\\/])?(Button|FieldError|Form|Group|Input|Label|ProgressBar|RadioGroup|Text|TextArea|TextField|utils|intlStrings)\\.mjs|react-aria-components[\\\\/]dist[\\\\/](private[\\\\/])?intl[\\\\/]|@internationalized[\\\\/])|${WEB}design[\\\\/]components[\\\\/]Button[\\\\/]TriggerButton`,
      ),
    },
    { name: 'select', test: SELECT },
    { name: 'dialog', test: DIALOG },
  ];
  const withStrings = [...new Set(stringChunks.map(({ chunk }) => chunk))];
  // A screens' chunk holding an area's strings: `assets/<chunk>-<hash>.js`.
  const holdsAreaStrings = (fileName: string): boolean =>
    withStrings.some((chunk) => new RegExp(`^assets/${chunk}-[\\w-]+\\.js$`).test(fileName));
  return { plugin: [plugin, listsPlugin], groups, holdsAreaStrings };
}
