import {
  scanNextStep,
  splitEncountersByTime,
  type Encounter,
  type HomeOverview,
  type RemoteDataState,
  type RemoteQuery,
  type Task,
} from '@scanwise/core';
import {
  useDeferredValue,
  useId,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Link } from '../../navigation/Link';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { ButtonLink } from '../../design/components/Button/ButtonLink';
import { Card } from '../../design/components/Card/Card';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { BookGlyph } from '../../design/icons/glyphs';
import { useTranslation } from '../../i18n/useTranslation';
import { useFirstPageContentShown } from '../../startup/firstPageContent';
import { EncounterCard } from './EncounterCard';
import { HomeNextStepPanel } from './HomeNextStepPanel';
import { HomeTaskList } from './HomeTaskList';
import { LastHomeTop } from './LastHomeTop';
import { useLastHomeOverview } from './lastHomeOverview';
import { useKeepLastHomePaint } from '../../startup/lastPaint';
import { RemoteView } from './RemoteView';
import {
  digitalReportPath,
  nextStepPath,
  stepOfferKey,
  stepsOfferedByTasks,
} from './encounterPresentation';
import { BOOK_SCAN_PATH, homeNextStepPath } from './homeNextStepPlace';
import { useMemberTimeZone, useNow } from './memberHooks';
import styles from './dashboard.module.css';

/** How many scans Home lists before "See all scans". */
const HOME_SCAN_LIMIT = 3;

const NO_ENCOUNTERS: readonly Encounter[] = [];
const NO_TASKS: readonly Task[] = [];
const NOTHING_ABOVE: ReadonlySet<string> = new Set();
const SCANS_PATH = '/scans';

export interface HomeLiveSectionsProps {
  readonly loading: ReactElement;
  /** Booking from Home (the funnel's MY_MONITOR_BOOK_NOW). */
  readonly onBookNow?: (() => void) | undefined;
}

/**
 * The live parts of Home (the next step with the upcoming scan, the tasks, the scans), shown
 * together once they have answered; on a revisit within the visit at once, from the cache; on a
 * later visit the next step Home last showed stands in until then. A chunk of its own: Home's
 * greeting paints without their code.
 */
export function HomeLiveSections({ loading, onBookNow }: HomeLiveSectionsProps): ReactElement {
  const memberData = useService(TOKENS.memberData);
  const homeOverview = useService(TOKENS.homeOverview);
  const encounters = memberData.encounters();
  const tasks = memberData.tasks();
  // Drawn from deferred values: a store's update renders at once (useSyncExternalStore), and
  // the sections it changes (often all of them, when the overview answers) follow in a render
  // React does in slices, so the answer's arrival is not one long task on a phone.
  const encountersState = useDeferredValue(useStore(encounters));
  const tasksState = useDeferredValue(useStore(tasks));
  const overviewState = useDeferredValue(useStore(homeOverview));
  // A return visit shows the next step Home last showed at once, while the platform answers.
  const lastOverview = useLastHomeOverview();
  // The sections appear together, once the overview has answered (or a list has failed): one
  // part arriving before another would grow a section above the other and move it after the
  // first paint (Home's layout shift). Until then one loading status stands in their place.
  // Latched: a later retry shows its own loading inside its section.
  const answered =
    overviewState.status !== 'loading' ||
    encountersState.status === 'error' ||
    tasksState.status === 'error';
  const [revealed, setRevealed] = useState(answered);
  if (answered && !revealed) setRevealed(true);
  // Startup's loads the page does not need (card payment, tag manager) wait for this moment.
  useFirstPageContentShown(revealed);
  // The same element while the deferred values stay: the render at once of an update ends here.
  return useMemo(() => {
    if (!revealed) {
      return lastOverview ? (
        <LastHomeTop overview={lastOverview} loading={loading} onBookNow={onBookNow} />
      ) : (
        loading
      );
    }
    return (
      <HomeSections
        overview={{ query: homeOverview, state: overviewState }}
        encounters={{ query: encounters, state: encountersState }}
        tasks={{ query: tasks, state: tasksState }}
        onBookNow={onBookNow}
      />
    );
  }, [
    revealed,
    lastOverview,
    loading,
    onBookNow,
    homeOverview,
    overviewState,
    encounters,
    encountersState,
    tasks,
    tasksState,
  ]);
}

interface ListOnHome<T> {
  readonly query: RemoteQuery<T>;
  readonly state: RemoteDataState<T>;
}

/**
 * The places Home's top already opens (the next step, the latest report): every call to action
 * once on Home, so a task or a scan card whose step is one of them says it in words.
 */
function placesAbove(overview: HomeOverview | undefined): ReadonlySet<string> {
  if (!overview) return NOTHING_ABOVE;
  const places = new Set([homeNextStepPath(overview.nextStep)]);
  if (overview.latestReport) places.add(digitalReportPath(overview.latestReport.id));
  return places;
}

function HomeSections({
  overview,
  encounters,
  tasks,
  onBookNow,
}: {
  readonly overview: ListOnHome<HomeOverview>;
  readonly encounters: ListOnHome<readonly Encounter[]>;
  readonly tasks: ListOnHome<readonly Task[]>;
  readonly onBookNow: (() => void) | undefined;
}): ReactElement {
  const { t } = useTranslation();
  const encounterList = encounters.state.status === 'ready' ? encounters.state.data : NO_ENCOUNTERS;
  const taskList = tasks.state.status === 'ready' ? tasks.state.data : NO_TASKS;
  const data = overview.state.status === 'ready' ? overview.state.data : undefined;
  // Each call to action once on Home: a step an open task offers is said in words on the cards,
  // and so is a step the top of Home already opens.
  const offeredByTasks = useMemo(() => stepsOfferedByTasks(taskList), [taskList]);
  const above = useMemo(() => placesAbove(data), [data]);
  const upcoming = data?.upcomingScan;
  const upcomingStep = data?.upcomingScanStep;
  const linkUpcomingStep =
    upcoming !== undefined &&
    upcomingStep !== undefined &&
    !offeredByTasks.has(stepOfferKey(upcoming.id, upcomingStep)) &&
    !above.has(nextStepPath(upcomingStep, upcoming.id) ?? '');
  // Home's top shows as the next visit's first render does (LastHomeTop) when the upcoming
  // scan's step is said in words: then it is kept as Home's last paint.
  useKeepLastHomePaint(data !== undefined && !linkUpcomingStep ? data : undefined);
  // Booking stays one quiet action away when it is not the next step.
  const bookAside =
    data && data.nextStep.kind !== 'bookScan' ? (
      <ButtonLink
        to={BOOK_SCAN_PATH}
        variant="secondary"
        size="sm"
        icon={BookGlyph}
        {...(onBookNow ? { onClick: onBookNow } : {})}
      >
        {t('dashboard.home.bookScan')}
      </ButtonLink>
    ) : undefined;
  return (
    <>
      <RemoteView
        query={overview.query}
        state={overview.state}
        loadingLabel={t('dashboard.home.loading')}
        errorTitle={t('dashboard.home.loadFailed')}
        headingLevel={2}
      >
        {(ready) => (
          <HomeNextStepPanel
            overview={ready}
            linkUpcomingStep={linkUpcomingStep}
            onBookNow={onBookNow}
          />
        )}
      </RemoteView>
      <HomeListSection title={t('dashboard.home.tasksTitle')} list={tasks}>
        {(list) => (
          <HomeTaskList
            tasks={list}
            encounters={encounterList}
            nextStepPlace={data ? homeNextStepPath(data.nextStep) : undefined}
            placesAbove={above}
          />
        )}
      </HomeListSection>
      <HomeListSection
        title={t('dashboard.home.encountersTitle')}
        list={encounters}
        aside={
          <span className={styles.sectionActions}>
            {bookAside}
            {above.has(SCANS_PATH) ? null : (
              <Link className={styles.textLink} to={SCANS_PATH}>
                {t('dashboard.home.allScans')}
              </Link>
            )}
          </span>
        }
      >
        {(list) => (
          <RecentScans
            encounters={list}
            tasks={taskList}
            offered={offeredByTasks}
            above={above}
            upcomingId={upcoming?.id}
          />
        )}
      </HomeListSection>
      <HeartCheckCard />
    </>
  );
}

/** A titled section of Home around one live list, with the list's loading and error states. */
function HomeListSection<T>({
  title,
  aside,
  list,
  children,
}: {
  readonly title: string;
  readonly aside?: ReactElement;
  readonly list: ListOnHome<T>;
  readonly children: (list: T) => ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id}>{title}</h2>
        {aside}
      </div>
      <RemoteView
        query={list.query}
        state={list.state}
        loadingLabel={t('dashboard.home.loading')}
        errorTitle={t('dashboard.home.loadFailed')}
        headingLevel={3}
      >
        {children}
      </RemoteView>
    </section>
  );
}

/** An optional, calm way into the CAT heart health check (/cat/questionnaire), last on Home. */
function HeartCheckCard(): ReactElement {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.home.heartCheckTitle')}>
      <p className={styles.intro}>{t('dashboard.home.heartCheckBody')}</p>
      <Link className={styles.textLink} to="/cat/questionnaire">
        {t('dashboard.home.heartCheckLink')}
      </Link>
    </Card>
  );
}

function RecentScans({
  encounters,
  tasks,
  offered,
  above,
  upcomingId,
}: {
  readonly encounters: readonly Encounter[];
  /** The member's tasks: each card names its scan's next step as Home decides it. */
  readonly tasks: readonly Task[];
  readonly offered: ReadonlySet<string>;
  readonly above: ReadonlySet<string>;
  /** The upcoming scan shown at the top of Home (its card there offers its step). */
  readonly upcomingId: string | undefined;
}): ReactElement {
  const { t } = useTranslation();
  const now = useNow();
  const timeZone = useMemberTimeZone();
  if (encounters.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={t('dashboard.home.encountersEmpty')}
        description={t('dashboard.home.encountersEmptyDescription')}
      />
    );
  }
  const { upcoming, past } = splitEncountersByTime(encounters, now);
  const shown = [...upcoming, ...past].slice(0, HOME_SCAN_LIMIT);
  return (
    <ul className={styles.list}>
      {shown.map((encounter) => {
        const step = scanNextStep(encounter, tasks);
        return (
          <li key={encounter.id}>
            <EncounterCard
              encounter={encounter}
              timeZone={timeZone}
              headingLevel={3}
              step={step}
              linkStep={
                encounter.id !== upcomingId &&
                !offered.has(stepOfferKey(encounter.id, step)) &&
                !above.has(nextStepPath(step, encounter.id) ?? '')
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
