import {
  daysUntil,
  isEncounterAppointmentNear,
  splitEncountersByTime,
  type Encounter,
  type Task,
} from '@scanwise/core';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { EncounterCard } from './EncounterCard';
import { RemoteView } from './RemoteView';
import { openTasks, taskPath, TASK_NEXT_STEPS } from './encounterPresentation';
import {
  useLiveEncounters,
  useLiveTasks,
  useMember,
  useMemberTimeZone,
  useNow,
} from './useLiveLists';
import styles from './dashboard.module.css';

/** How many scans Home lists before "See all scans". */
const HOME_SCAN_LIMIT = 3;

/**
 * Home: a greeting by name, the upcoming scan when it is near (spec section 9: "less than 121
 * days away"), the open tasks and the scans, both live (the hubs update them without reload).
 */
export function HomeScreen(): ReactElement {
  const { t } = useTranslation();
  const member = useMember();
  const name = member?.firstName?.trim();
  const encounters = useLiveEncounters('Home');
  const tasks = useLiveTasks('Home');
  return (
    <div className={styles.screen}>
      <header>
        <h1>{name ? t('dashboard.home.greeting', { name }) : t('dashboard.home.title')}</h1>
        <p className={styles.intro}>{t('dashboard.home.intro')}</p>
        <Link className={styles.textLink} to="/book-scan/select-plan">
          {t('dashboard.home.bookScan')}
        </Link>
      </header>
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
          {(list) => <TaskList tasks={list} />}
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
    </div>
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
  return <EncounterCard encounter={next} timeZone={timeZone} headingLevel={3} note={note} />;
}

function TaskList({ tasks }: { readonly tasks: readonly Task[] }): ReactElement {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  const timeZone = useMemberTimeZone();
  const listId = useId();
  const open = openTasks(tasks);
  if (open.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={t('dashboard.home.tasksEmpty')}
        description={t('dashboard.home.tasksEmptyDescription')}
      />
    );
  }
  return (
    <ul className={styles.stack}>
      {open.map((task) => {
        const path = taskPath(task);
        const step = TASK_NEXT_STEPS[task.type];
        const due = task.due ? Date.parse(task.due) : Number.NaN;
        return (
          <li key={task.id} className={styles.taskRow}>
            <span className={styles.taskText}>
              <span className={styles.taskTitle} id={`${listId}-${task.id}`}>
                {task.title}
              </span>
              {Number.isNaN(due) ? null : (
                <span className={styles.muted}>
                  {t('dashboard.home.taskDue', {
                    date: format.formatDate(due, 'dayMonthYear', timeZone),
                  })}
                </span>
              )}
            </span>
            {path && step ? (
              <Link
                className={styles.secondaryAction}
                to={path}
                aria-describedby={`${listId}-${task.id}`}
              >
                {t(`dashboard.encounter.nextStep.${step}`)}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
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
