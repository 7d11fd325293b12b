// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHELL_LOADED_AREAS } from '../i18n/shellLoadedAreas';
import {
  areaStringChunks,
  BOOKING_CHECKOUT_CHUNK,
  CROSS_AREA_CHUNK,
  HOME_OVERVIEW_CHUNK,
  JOURNEY_BASE_CHUNK,
  PUBLIC_JOURNEYS_CHUNK,
  routeChunks,
  serviceChunkOf,
  sharedPartChunkOf,
  sharedScreenChunks,
  type ChunkGroup,
  type ModuleImports,
} from './routeChunks';
import type { LazyScreenModule } from './screenLoads';

const web = (path: string): string => `/repo/packages/web/src/${path}`;
const ARIA = '/repo/node_modules/react-aria-components/dist/private/Select.mjs';

/** A module graph: each module's static imports; `lazy` lists what main.tsx imports on demand. */
function graph(
  imports: Record<string, readonly string[]>,
  lazy: readonly string[],
): Map<string, ModuleImports> {
  const modules = new Map<string, ModuleImports>();
  modules.set(web('main.tsx'), {
    importedIds: [web('app/shell.tsx')],
    dynamicallyImportedIds: lazy,
  });
  for (const [id, imported] of Object.entries(imports)) {
    modules.set(id, { importedIds: imported, dynamicallyImportedIds: [] });
  }
  return modules;
}

const SELECT_PLAN = web('screens/booking/SelectPlanScreen.tsx');
const SCHEDULE = web('screens/booking/ScheduleScanScreen.tsx');
const ACCOUNT = web('screens/account/AccountScreen.tsx');
const SIGN_IN = web('screens/signIn/SignInScreen.tsx');
const isJourneyScreen = (root: string): boolean => root.includes('/screens/') && root !== SIGN_IN;

/** The chunk of the first group that takes a module, as rolldown asks the groups in order. */
function chunkOfFirstGroup(groups: readonly ChunkGroup[], id: string): string | null {
  for (const { name, test } of groups) {
    if (typeof name === 'function') {
      const chunk = name(id);
      if (chunk) return chunk;
    } else if (test?.test(id)) return name;
  }
  return null;
}

describe("the journeys' screens' shared parts", () => {
  it("go to their area's chunk when screens of one area share them", () => {
    const summary = web('screens/booking/BookingSummary.tsx');
    const modules = graph({ [SELECT_PLAN]: [summary], [SCHEDULE]: [summary], [summary]: [] }, [
      SELECT_PLAN,
      SCHEDULE,
    ]);
    expect(sharedScreenChunks(modules, [web('main.tsx')], isJourneyScreen)).toEqual(
      new Map([[summary, 'booking-screens']]),
    );
  });

  it("leave a part on react-aria that screens of one area share out of the area's chunk", () => {
    const summary = web('screens/booking/BookingSummary.tsx');
    const calendar = web('screens/booking/SlotCalendar.tsx');
    const reschedule = web('screens/scheduleActions/ScheduleActionScreen.tsx');
    const modules = graph(
      {
        [SCHEDULE]: [summary, calendar],
        [reschedule]: [summary, calendar],
        [summary]: [],
        [calendar]: [ARIA],
      },
      [SCHEDULE, reschedule],
    );
    expect(sharedScreenChunks(modules, [web('main.tsx')], isJourneyScreen)).toEqual(
      new Map([[summary, 'booking-screens']]),
    );
  });

  // Every CAT page waits for the CAT's services, every offer's page for the offers': their
  // screens' common parts (and strings) come in that file.
  it("of the CAT's screens go to the CAT journey's chunk, and that group takes them", () => {
    const questionnaire = web('screens/cat/CatQuestionnaireScreen.tsx');
    const results = web('screens/cat/CatResultsScreen.tsx');
    const hook = web('screens/cat/useCatQuestionnaire.ts');
    const modules = graph({ [questionnaire]: [hook], [results]: [hook], [hook]: [] }, [
      questionnaire,
      results,
    ]);
    expect(sharedScreenChunks(modules, [web('main.tsx')], isJourneyScreen)).toEqual(
      new Map([[hook, 'journey-cat']]),
    );
    const { plugin, groups } = routeChunks(
      join(dirname(fileURLToPath(import.meta.url)), '..', '..'),
    );
    const chunks = plugin[0] as { buildEnd: (this: unknown) => void };
    chunks.buildEnd.call({
      getModuleIds: () => modules.keys(),
      getModuleInfo: (id: string) => ({ ...modules.get(id), isEntry: id === web('main.tsx') }),
    });
    // The first group that takes a module, as rolldown asks them in order: one and the same for
    // the part and the journey's binding, so they make one chunk, not two of the same name.
    const groupOf = (id: string) =>
      groups.find(({ name, test }) =>
        typeof name === 'function' ? name(id) !== null : (test?.test(id) ?? false),
      );
    const binding = groupOf(web('composition/journeys/cat.ts'));
    expect(binding).toBeDefined();
    expect(groupOf(hook)).toBe(binding);
    // The offers' pages: their area's strings, which only they name, come in that chunk too.
    const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
    const offersBinding = groupOf(join(root, 'src/composition/journeys/offers.ts'));
    expect(offersBinding).toBeDefined();
    expect(groupOf(join(root, 'src/i18n/resources/offers.ts'))).toBe(offersBinding);
  });

  it('go to the cross-area chunk when screens of several areas share them', () => {
    const emptyState = web('design/components/EmptyState/EmptyState.tsx');
    const modules = graph(
      { [SELECT_PLAN]: [emptyState], [ACCOUNT]: [emptyState], [emptyState]: [] },
      [SELECT_PLAN, ACCOUNT],
    );
    expect(sharedScreenChunks(modules, [web('main.tsx')], isJourneyScreen).get(emptyState)).toBe(
      CROSS_AREA_CHUNK,
    );
  });

  // A public page waits for none of the member calls' chunk: what it shares with the others goes
  // with the base every group builds on, what only the public pages share with theirs.
  it("of a public page and another go to the journeys' base, of public pages alone to theirs", () => {
    const join = web('screens/join/JoinScreen.tsx');
    const cat = web('screens/cat/CatResultsScreen.tsx');
    const emptyState = web('design/components/EmptyState/EmptyState.tsx');
    const hydrated = web('prerender/useHydrated.ts');
    const modules = graph(
      {
        [join]: [hydrated],
        [cat]: [hydrated, emptyState],
        [ACCOUNT]: [emptyState],
        [emptyState]: [],
        [hydrated]: [],
      },
      [join, cat, ACCOUNT],
    );
    const isPublicScreen = (root: string): boolean => root === join || root === cat;
    expect(sharedScreenChunks(modules, [web('main.tsx')], isJourneyScreen, isPublicScreen)).toEqual(
      new Map([
        [hydrated, PUBLIC_JOURNEYS_CHUNK],
        [emptyState, JOURNEY_BASE_CHUNK],
      ]),
    );
  });

  it('leave out what one screen uses, what loads without the journeys, and what reaches react-aria or a lazy module', () => {
    const own = web('screens/booking/planCard.tsx');
    const card = web('design/components/Card/Card.tsx');
    const cardStyles = web('design/components/Card/Card.module.css');
    const select = web('design/components/Picker/Picker.tsx');
    const backLink = web('screens/booking/backToSchedule.tsx');
    const modules = graph(
      {
        [web('app/shell.tsx')]: [],
        [SELECT_PLAN]: [own, card, select, backLink],
        [ACCOUNT]: [card, select, backLink],
        [SIGN_IN]: [card],
        [card]: [cardStyles],
        [cardStyles]: [],
        [own]: [],
        [select]: [ARIA],
        [backLink]: [SCHEDULE],
        [SCHEDULE]: [],
      },
      [SELECT_PLAN, ACCOUNT, SIGN_IN, SCHEDULE],
    );
    expect(sharedScreenChunks(modules, [web('main.tsx')], isJourneyScreen)).toEqual(new Map());
  });
});

// Each group of services loads as a chunk of its own: a public journey's never holds booking,
// payment or the member's data, and what several groups use goes to the shared chunk.
describe("the service groups' chunks", () => {
  const core = (path: string): string => `/repo/packages/core/src/${path}`;
  it.each([
    [core('passwordReset/passwordReset.ts'), 'journey-password-reset'],
    [web('composition/journeys/passwordReset.ts'), 'journey-password-reset'],
    [core('join/signUp.ts'), 'journey-sign-up'],
    [core('cat/catQuestionnaireService.ts'), 'journey-cat'],
    [core('offers/offerClaimService.ts'), 'journey-offers'],
    [core('questionnaire/mqConfirm.ts'), 'journey-mq-confirm'],
    [core('questionnaire/medicalQuestionnaireSession.ts'), 'journey-questionnaires'],
    [core('booking/bookingJourney.ts'), 'journey-booking'],
    [core('booking/scheduleActions.ts'), 'journey-schedule-actions'],
    [core('booking/scheduleAction.ts'), 'journey-schedule-actions'],
    [web('composition/journeys/scheduleActions.ts'), 'journey-schedule-actions'],
    // The payment service, with the order key and the card's problems it answers: with the
    // booking's hold and payment (which load as the member reaches schedule-scan) or the payment
    // of an encounter, never with the booking's steps' first render.
    [core('payment/paymentService.ts'), 'journey-payment'],
    [core('payment/paymentOrderKey.ts'), 'journey-payment'],
    [core('payment/cardPaymentProblem.ts'), 'journey-payment'],
    [core('realtime/realtimeService.ts'), 'member-data'],
    [web('composition/memberDataBindings.ts'), 'member-data'],
    [core('api/memberApi.ts'), 'journey-shared'],
    [core('schemas/calls.ts'), 'journey-shared'],
    [core('memberData/memberQueryKeys.ts'), 'journey-shared'],
    [core('booking/appointmentChangeable.ts'), 'journey-shared'],
    [core('remoteData/combineQueries.ts'), 'member-data'],
    [core('memberData/memberData.ts'), 'member-data'],
    // What every group's binding loads through and a public journey is made over, apart from
    // the member calls: the public pages wait for none of those.
    [web('composition/journeys/groupChunks.ts'), 'journey-base'],
    [core('app/journeys/onDemandParts.ts'), 'journey-base'],
    [core('app/journeys/deferredCalls.ts'), 'journey-base'],
    [core('api/memberCallFailure.ts'), 'journey-base'],
    [core('locale/setupTimeZone.ts'), 'journey-initial-setup'],
    // The locale's formats and an offer's prices load with the member calls: of the public
    // pages only an offer's loaded view shows them, and it loads them with the offer's call.
    [core('locale/utcOffset.ts'), 'journey-shared'],
    [core('locale/dateFormats.ts'), 'journey-shared'],
    [core('locale/money.ts'), 'journey-shared'],
    [core('offers/offerPlanPrices.ts'), 'journey-shared'],
    [core('offers/offerClaim.ts'), 'journey-offers'],
    // Body measurements: the questions' rules, which the MQ confirmation and the questionnaire
    // load with the one-tap answer's chunk, not with the scan pages' shared parts.
    [core('measurement/bodyMeasurement.ts'), 'journey-mq-confirm'],
    // Offers' prices are shared (claim-offer, booking), not booking's.
    [core('booking/bookingPriceSummary.ts'), 'journey-shared'],
    // The dashboard's part of the call catalogue goes with the member's data.
    [core('schemas/messageCalls.ts'), 'member-data'],
    [core('schemas/reportCalls.ts'), 'member-data'],
    [core('schemas/hubs.ts'), 'member-data'],
    // What the member's scan pages share (a scan's line and title, its tasks' steps) goes with
    // the member's data, which each of them loads: one file fewer than a chunk of their own.
    [core('tasks/taskSteps.ts'), 'member-data'],
    [core('locale/nearDate.ts'), 'member-data'],
    [web('screens/dashboard/encounterPresentation.ts'), 'member-data'],
    [web('screens/dashboard/useScanLine.ts'), 'member-data'],
    // A report's findings: their schema (a report's payload) and what the reports list sorts by
    // go with the member's data; the digital report's arrangement of them with its screen.
    [core('findings/findingSchema.ts'), 'member-data'],
    [core('findings/findingDerivations.ts'), 'member-data'],
    [core('findings/organSystems.ts'), null],
    [core('findings/reportFindings.ts'), null],
  ])('%s goes to %s', (id, chunk) => {
    expect(serviceChunkOf(id)).toBe(chunk);
  });

  // The booking's confirmation and its calendar links: the confirmation screen builds it, so it
  // goes with that screen's chunk, and the booking's earlier steps do not wait for it.
  it.each([
    core('booking/bookingConfirmation.ts'),
    core('calendar/addToCalendar.ts'),
    core('calendar/index.ts'),
  ])('%s goes to no service chunk', (id) => {
    expect(serviceChunkOf(id)).toBeNull();
    expect(sharedPartChunkOf(id)).toBeNull();
  });

  // A part several journeys share goes to a chunk of its own when others do not load it.
  it.each([
    [core('schemas/bookingCalls.ts'), 'booking-rules'],
    [core('booking/bookingSlots.ts'), 'booking-rules'],
    [core('payment/paymentFlowState.ts'), 'booking-rules'],
    [core('booking/centerDistance.ts'), 'booking-slots'],
    [core('payment/cardField.ts'), 'card-payment'],
    [core('validation/lengthRules.ts'), 'member-forms'],
    [core('store/outcomeStore.ts'), 'member-forms'],
    // The member's cache: booking and the public journeys do not build on it.
    [core('remoteData/remoteDataCache.ts'), 'member-cache'],
    [core('app/journeys/createMemberCache.ts'), 'member-cache'],
    // A public journey's calls made on demand, and the catalogue's parts they load then.
    [core('app/journeys/memberApiOnDemand.ts'), 'public-journeys'],
    [core('app/journeys/publicCallParts.ts'), 'public-journeys'],
    [core('app/journeys/callPartsOnDemand.ts'), 'public-calls'],
    [core('schemas/accountCalls.ts'), 'public-calls'],
    [core('schemas/catCalls.ts'), 'public-calls'],
    [core('schemas/partnerCalls.ts'), 'public-calls'],
    // The zones a member picks from (the account's form) and a new member's zone (sent with
    // sign-up's create call) go with the public journeys' calls, which the account's page loads
    // too: no member's form waits for the table, and no signed-in page but the account loads it.
    [core('locale/timeZones.ts'), 'public-calls'],
    [core('locale/memberTimeZone.ts'), 'public-calls'],
    // The zone the initial setup sends goes with its journey, without the table.
    [core('locale/setupTimeZone.ts'), null],
    [core('measurement/bodyMeasurement.ts'), null],
    [core('schemas/catalogCalls.ts'), null],
    [core('api/memberApi.ts'), null],
  ])('the shared part %s goes to %s', (id, chunk) => {
    expect(sharedPartChunkOf(id)).toBe(chunk);
  });

  it('leaves out what loads after every first paint without the journeys', () => {
    expect(serviceChunkOf(core('app/sessionFollowers.ts'))).toBeNull();
    expect(serviceChunkOf(core('uploads/uploadQueue.ts'))).toBeNull();
    expect(serviceChunkOf(web('screens/booking/SelectPlanScreen.tsx'))).toBeNull();
  });
});

// Home's overview is a chunk of its own, which Home's lists load beside their group: no page on
// the member's data (messages, reports, a questionnaire) waits for its code, and a page's last
// paint, which keeps the overview's store, loads neither of them.
// The forms with a select (Join, the account, the plan step) load none of the dialog, the
// screens with a dialog (the schedule actions, the idle warning) none of the select.
describe("the design system's select and dialog", () => {
  const { groups } = routeChunks(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
  it.each([
    [web('design/components/Select/Select.tsx'), 'select'],
    [web('design/components/Select/Select.module.css'), 'select'],
    [web('design/components/Dialog/Dialog.tsx'), 'dialog'],
    [web('app/IdleWarningDialog.tsx'), 'dialog'],
  ])('%s goes to %s', (id, chunk) => {
    expect(chunkOfFirstGroup(groups, id)).toBe(chunk);
  });
});

describe("Home's overview's chunk", () => {
  const { groups } = routeChunks(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
  const core = (path: string): string => `/repo/packages/core/src/${path}`;
  const chunkOf = (id: string): string | null => chunkOfFirstGroup(groups, id);

  it.each([
    [web('composition/homeOverviewBindings.ts'), HOME_OVERVIEW_CHUNK],
    [core('app/createHomeOverview.ts'), HOME_OVERVIEW_CHUNK],
    [core('home/homeOverviewService.ts'), HOME_OVERVIEW_CHUNK],
    [core('home/homeNextStep.ts'), HOME_OVERVIEW_CHUNK],
    [core('home/homeDeadline.ts'), HOME_OVERVIEW_CHUNK],
    // The kept overview's store: with a page's last paint too, so in no group's chunk.
    [core('home/lastHomeOverview.ts'), null],
    [core('app/createMemberDataServices.ts'), 'member-data'],
  ])('%s goes to %s', (id, chunk) => {
    expect(chunkOf(id)).toBe(chunk);
  });

  it("is no service group's chunk, nor the member calls'", () => {
    for (const id of [core('home/homeOverviewService.ts'), core('app/createHomeOverview.ts')]) {
      expect(serviceChunkOf(id)).toBeNull();
      expect(sharedPartChunkOf(id)).toBeNull();
    }
  });
});

// The booking's hold and payment are a chunk of their own, which the booking's journey loads as
// the member reaches schedule-scan: no booking step's first render waits for it, and no group's
// binding loads it.
describe("the booking's checkout's chunk", () => {
  const { groups } = routeChunks(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
  const core = (path: string): string => `/repo/packages/core/src/${path}`;
  const chunkOf = (id: string): string | null => chunkOfFirstGroup(groups, id);

  it.each([
    [core('booking/bookingCheckout.ts'), BOOKING_CHECKOUT_CHUNK],
    [core('booking/bookingJourney.ts'), 'journey-booking'],
    [core('payment/paymentService.ts'), 'journey-payment'],
  ])('%s goes to %s', (id, chunk) => {
    expect(chunkOf(id)).toBe(chunk);
  });

  it("is no service group's chunk, nor a shared part's", () => {
    expect(serviceChunkOf(core('booking/bookingCheckout.ts'))).toBeNull();
    expect(sharedPartChunkOf(core('booking/bookingCheckout.ts'))).toBeNull();
  });
});

// The icons the public pages' parts draw beyond the entry's go with the journey base: one of them
// in the shell's chunk would make a public page (the MQ confirmation's back link) wait for it all.
describe("the public pages' icons", () => {
  const { groups } = routeChunks(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
  const icon = (name: string): string =>
    `/repo/node_modules/.pnpm/lucide@1.0.0/node_modules/lucide/dist/esm/icons/${name}.mjs`;
  const chunkOf = (id: string): string | null => chunkOfFirstGroup(groups, id);

  it.each([
    ['inbox', JOURNEY_BASE_CHUNK],
    ['arrow-left', JOURNEY_BASE_CHUNK],
    ['receipt', 'shell-shared'],
  ])('the %s icon goes to %s', (name, chunk) => {
    expect(chunkOf(icon(name))).toBe(chunk);
  });
});

describe("the i18n areas' strings", () => {
  const screen = (
    module: string,
    areas: readonly string[],
    load: LazyScreenModule['load'] = 'journeyScreen',
  ): LazyScreenModule => ({ component: module, load, module, services: [], areas });
  const modules = new Map([
    ['booking', 'src/i18n/resources/booking.ts'],
    ['dashboard', 'src/i18n/resources/dashboard.ts'],
    ['account', 'src/i18n/resources/account.ts'],
    ['consent', 'src/i18n/resources/consent.ts'],
  ]);

  it("go with the screens' chunk of the one area whose screens alone name them", () => {
    const chunks = areaStringChunks(
      [
        screen('src/screens/booking/SelectPlanScreen.tsx', ['booking']),
        screen('src/screens/scheduleActions/ScheduleActionScreen.tsx', ['booking']),
      ],
      modules,
    );
    expect(chunks).toEqual(new Map([['src/i18n/resources/booking.ts', 'booking-screens']]));
  });

  // The questionnaire's screens (the questionnaire, the one-tap answer) load the MQ
  // confirmation's journey chunk anyway: their strings come in it, one file fewer.
  it("of the questionnaire go with the MQ confirmation's journey chunk", () => {
    const chunks = areaStringChunks(
      [
        screen('src/screens/questionnaire/MedicalQuestionnaireScreen.tsx', ['questionnaire']),
        screen('src/screens/questionnaire/MqConfirmScreen.tsx', ['questionnaire']),
      ],
      new Map([['questionnaire', 'src/i18n/resources/questionnaire.ts']]),
    );
    expect(chunks).toEqual(
      new Map([['src/i18n/resources/questionnaire.ts', 'journey-mq-confirm']]),
    );
  });

  it('keep a chunk of their own when screens of several areas name them, one loads on its own, or the shell loads them', () => {
    const chunks = areaStringChunks(
      [
        screen('src/screens/dashboard/ScansScreen.tsx', ['dashboard'], 'memberDataScreen'),
        screen('src/screens/booking/ScanConfirmationScreen.tsx', ['dashboard']),
        screen('src/screens/account/AccountScreen.tsx', ['account', 'consent']),
        screen(
          'src/screens/forgotPassword/ForgotPasswordConfirmScreen.tsx',
          ['account'],
          'lazyScreen',
        ),
      ],
      modules,
    );
    expect(chunks).toEqual(new Map());
  });

  // Join's own strings: the forgot-password pages load the public account screens' chunk too,
  // and would wait for Join's words there; the account page's go with its journey's chunk.
  it("keep a chunk of their own when a screen that loads the screens' chunk does not name them", () => {
    const chunks = areaStringChunks(
      [
        screen('src/screens/join/JoinScreen.tsx', ['account', 'join']),
        screen('src/screens/forgotPassword/ForgotPasswordScreen.tsx', ['account', 'passwordReset']),
        screen('src/screens/account/AccountScreen.tsx', ['account', 'memberAccount', 'consent']),
      ],
      new Map([
        ['account', 'src/i18n/resources/account.ts'],
        ['join', 'src/i18n/resources/join.ts'],
        ['passwordReset', 'src/i18n/resources/passwordReset.ts'],
        ['memberAccount', 'src/i18n/resources/memberAccount.ts'],
      ]),
    );
    expect(chunks).toEqual(new Map([['src/i18n/resources/memberAccount.ts', 'journey-account']]));
  });

  it("that the shell loads by itself are the ones loaded outside the routes' screens", () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), '..');
    const loadedBeyondScreens = new Set<string>();
    const visit = (folder: string): void => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (
          /(?<!\.test)\.tsx?$/.test(entry.name) &&
          !path.endsWith(join('app', 'routeScreens.tsx'))
        ) {
          for (const [, list] of readFileSync(path, 'utf8').matchAll(
            /loadAreaStrings\(\[([^\]]*)\]/g,
          )) {
            for (const [, area] of (list as string).matchAll(/'(\w+)'/g))
              loadedBeyondScreens.add(area as string);
          }
        }
      }
    };
    visit(src);
    expect([...loadedBeyondScreens].sort()).toEqual([...SHELL_LOADED_AREAS].sort());
  });
});
