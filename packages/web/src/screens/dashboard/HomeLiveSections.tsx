import {
  daysUntil,
  isEncounterAppointmentNear,
  splitEncountersByTime,
  type Encounter,
} from '@scanwise/core';
import { useId, useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../design/components/Card/Card';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { useTranslation } from '../../i18n/useTranslation';
import { EncounterCard } from './EncounterCard';
import { HomeTaskList } from './HomeTaskList';
import { ManageAppointmentLink } from './ManageAppointmentLink';
import { RemoteView } from './RemoteView';
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
  // paint (Home's layout shift, issue 5). Until then one loading status stands in their place.
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
      <HomeSection title={t('dashboard.home.upcomingTitle')}>
        <RemoteView
          remote={encounters}
          loadingLabel={t('dashboard.home.loading')}
          errorTitle={t('dashboard.home.loadFailed')}
          headingLevel={3}
        >
          {(list) => <UpcomingScan encounters={list} />}
        </RemoteView>
      </HomeSection>
      <HomeSection title={t('dashboard.home.tasksTitle')}>
        <RemoteView
          remote={tasks}
          loadingLabel={t('dashboard.home.loading')}
          errorTitle={t('dashboard.home.loadFailed')}
          headingLevel={3}
        >
          {(list) => <HomeTaskList tasks={list} />}
        </RemoteView>
      </HomeSection>
      <HomeSection
        title={t('dashboard.home.encountersTitle')}
        aside={
          <Link className={styles.textLink} to="/scans">
            {t('dashboard.home.allScans')}
          </Link>
        }
      >
        <RemoteView
          remote={encounters}
          loadingLabel={t('dashboard.home.loading')}
          errorTitle={t('dashboard.home.loadFailed')}
          headingLevel={3}
        >
          {(list) => <RecentScans encounters={list} />}
        </RemoteView>
      </HomeSection>
      <HeartCheckCard />
    </>
  );
}

function HomeSection({
  title,
  aside,
  children,
}: {
  readonly title: string;
  readonly aside?: ReactElement;
  readonly children: ReactElement;
}): ReactElement {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id}>{title}</h2>
        {aside}
      </div>
      {children}
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
