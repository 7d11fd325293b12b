import {
  daysUntil,
  isEncounterAppointmentNear,
  splitEncountersByTime,
  type Encounter,
} from '@scanwise/core';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../design/components/Card/Card';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { useTranslation } from '../../i18n/useTranslation';
import { EncounterCard } from './EncounterCard';
import { HomeTaskList } from './HomeTaskList';
import { ManageAppointmentLink } from './ManageAppointmentLink';
import { RemoteView } from './RemoteView';
import type { RemoteData } from './useRemoteData';
import { useLiveEncounters, useLiveTasks, useMemberTimeZone, useNow } from './useLiveLists';
import styles from './dashboard.module.css';

/** How many scans Home lists before "See all scans". */
const HOME_SCAN_LIMIT = 3;

/**
 * The live lists of Home (the upcoming scan, the tasks, the scans), shown together once both
 * have answered. A chunk of its own: Home's greeting paints without their code.
 */
export function HomeLiveSections({ loading }: { readonly loading: ReactElement }): ReactElement {
  const encounters = useLiveEncounters('Home');
  const tasks = useLiveTasks('Home');
  // The sections appear together, once both lists have answered (or one has failed): one list
  // arriving before the other would grow a section above the other and move it after the first
  // paint (Home's layout shift). Until then one loading status stands in their place.
  // Latched: a later retry shows its own loading inside its section.
  const firstLoad = (remote: { readonly state: { readonly status: string } }): boolean =>
    remote.state.status === 'loading';
  const answered =
    (!firstLoad(encounters) && !firstLoad(tasks)) ||
    encounters.state.status === 'error' ||
    tasks.state.status === 'error';
  const [revealed, setRevealed] = useState(answered);
  if (answered && !revealed) setRevealed(true);
  return revealed ? <HomeSections encounters={encounters} tasks={tasks} /> : loading;
}

function HomeSections({
  encounters,
  tasks,
}: {
  readonly encounters: ReturnType<typeof useLiveEncounters>;
  readonly tasks: ReturnType<typeof useLiveTasks>;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      <HomeListSection title={t('dashboard.home.upcomingTitle')} remote={encounters}>
        {(list) => <UpcomingScan encounters={list} />}
      </HomeListSection>
      <HomeListSection title={t('dashboard.home.tasksTitle')} remote={tasks}>
        {(list) => <HomeTaskList tasks={list} />}
      </HomeListSection>
      <HomeListSection
        title={t('dashboard.home.encountersTitle')}
        remote={encounters}
        aside={
          <Link className={styles.textLink} to="/scans">
            {t('dashboard.home.allScans')}
          </Link>
        }
      >
        {(list) => <RecentScans encounters={list} />}
      </HomeListSection>
      <HeartCheckCard />
    </>
  );
}

/** A titled section of Home around one live list, with the list's loading and error states. */
function HomeListSection<T>({
  title,
  aside,
  remote,
  children,
}: {
  readonly title: string;
  readonly aside?: ReactElement;
  readonly remote: RemoteData<T>;
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
        remote={remote}
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

function UpcomingScan({ encounters }: { readonly encounters: readonly Encounter[] }): ReactElement {
  const { t } = useTranslation();
  const now = useNow();
  const timeZone = useMemberTimeZone();
  const next = splitEncountersByTime(encounters, now).upcoming.find((encounter) =>
    isEncounterAppointmentNear(encounter, now),
  );
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
      <EncounterCard encounter={next} timeZone={timeZone} headingLevel={3} note={note} />
      <ManageAppointmentLink encounter={next} />
    </>
  );
}

function RecentScans({ encounters }: { readonly encounters: readonly Encounter[] }): ReactElement {
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
      {shown.map((encounter) => (
        <li key={encounter.id}>
          <EncounterCard encounter={encounter} timeZone={timeZone} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
