import {
  daysUntil,
  isEncounterAppointmentNear,
  splitEncountersByTime,
  type Encounter,
  type RemoteDataState,
  type RemoteQuery,
  type Task,
} from '@scanwise/core';
import { useId, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { Card } from '../../design/components/Card/Card';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { useTranslation } from '../../i18n/useTranslation';
import { EncounterCard } from './EncounterCard';
import { HomeTaskList } from './HomeTaskList';
import { ManageAppointmentLink } from './ManageAppointmentLink';
import { RemoteView } from './RemoteView';
import { stepOfferKey, stepsOfferedByTasks } from './encounterPresentation';
import { useMemberTimeZone, useNow } from './memberHooks';
import styles from './dashboard.module.css';

/** How many scans Home lists before "See all scans". */
const HOME_SCAN_LIMIT = 3;

const NO_ENCOUNTERS: readonly Encounter[] = [];
const NO_TASKS: readonly Task[] = [];

/**
 * The live lists of Home (the upcoming scan, the tasks, the scans), shown together once both
 * have answered; on a revisit at once, from the cache. A chunk of its own: Home's greeting
 * paints without their code.
 */
export function HomeLiveSections({ loading }: { readonly loading: ReactElement }): ReactElement {
  const memberData = useService(TOKENS.memberData);
  const encounters = memberData.encounters();
  const tasks = memberData.tasks();
  const encountersState = useStore(encounters);
  const tasksState = useStore(tasks);
  // The sections appear together, once both lists have answered (or one has failed): one list
  // arriving before the other would grow a section above the other and move it after the first
  // paint (Home's layout shift). Until then one loading status stands in their place.
  // Latched: a later retry shows its own loading inside its section.
  const answered =
    (encountersState.status !== 'loading' && tasksState.status !== 'loading') ||
    encountersState.status === 'error' ||
    tasksState.status === 'error';
  const [revealed, setRevealed] = useState(answered);
  if (answered && !revealed) setRevealed(true);
  if (!revealed) return loading;
  return (
    <HomeSections
      encounters={{ query: encounters, state: encountersState }}
      tasks={{ query: tasks, state: tasksState }}
    />
  );
}

interface ListOnHome<T> {
  readonly query: RemoteQuery<T>;
  readonly state: RemoteDataState<T>;
}

function HomeSections({
  encounters,
  tasks,
}: {
  readonly encounters: ListOnHome<readonly Encounter[]>;
  readonly tasks: ListOnHome<readonly Task[]>;
}): ReactElement {
  const { t } = useTranslation();
  const encounterList = encounters.state.status === 'ready' ? encounters.state.data : NO_ENCOUNTERS;
  const taskList = tasks.state.status === 'ready' ? tasks.state.data : NO_TASKS;
  // Each call to action once on Home: a step an open task offers is said in words on the cards.
  const offeredByTasks = useMemo(() => stepsOfferedByTasks(taskList), [taskList]);
  return (
    <>
      <HomeListSection title={t('dashboard.home.upcomingTitle')} list={encounters}>
        {(list) => <UpcomingScan encounters={list} offered={offeredByTasks} />}
      </HomeListSection>
      <HomeListSection title={t('dashboard.home.tasksTitle')} list={tasks}>
        {(list) => <HomeTaskList tasks={list} encounters={encounterList} />}
      </HomeListSection>
      <HomeListSection
        title={t('dashboard.home.encountersTitle')}
        list={encounters}
        aside={
          <Link className={styles.textLink} to="/scans">
            {t('dashboard.home.allScans')}
          </Link>
        }
      >
        {(list) => <RecentScans encounters={list} offered={offeredByTasks} />}
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

/** The upcoming scan Home shows: the soonest one that is near (spec section 9). */
function nearUpcomingScan(encounters: readonly Encounter[], now: number): Encounter | undefined {
  return splitEncountersByTime(encounters, now).upcoming.find((encounter) =>
    isEncounterAppointmentNear(encounter, now),
  );
}

function UpcomingScan({
  encounters,
  offered,
}: {
  readonly encounters: readonly Encounter[];
  readonly offered: ReadonlySet<string>;
}): ReactElement {
  const { t } = useTranslation();
  const now = useNow();
  const timeZone = useMemberTimeZone();
  const next = nearUpcomingScan(encounters, now);
  if (!next) {
    return (
      <EmptyState
        headingLevel={3}
        title={t('dashboard.home.noUpcoming')}
        description={t('dashboard.home.noUpcomingDescription')}
      />
    );
  }
  const start = Date.parse(next.appointment?.start ?? '');
  const days = daysUntil(start, now);
  const note = days <= 0 ? t('dashboard.home.today') : t('dashboard.home.inDays', { count: days });
  return (
    <>
      <EncounterCard
        encounter={next}
        timeZone={timeZone}
        headingLevel={3}
        note={note}
        linkStep={!offered.has(stepOfferKey(next.id, next.nextStep))}
      />
      <ManageAppointmentLink encounter={next} />
    </>
  );
}

function RecentScans({
  encounters,
  offered,
}: {
  readonly encounters: readonly Encounter[];
  readonly offered: ReadonlySet<string>;
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
  // The upcoming scan's card above already offers its step (unless a task does).
  const upcomingId = nearUpcomingScan(encounters, now)?.id;
  return (
    <ul className={styles.list}>
      {shown.map((encounter) => (
        <li key={encounter.id}>
          <EncounterCard
            encounter={encounter}
            timeZone={timeZone}
            headingLevel={3}
            linkStep={
              encounter.id !== upcomingId &&
              !offered.has(stepOfferKey(encounter.id, encounter.nextStep))
            }
          />
        </li>
      ))}
    </ul>
  );
}
