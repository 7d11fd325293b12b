import { openTasks, TASK_NEXT_STEPS, type Encounter, type Task } from '@scanwise/core';
import { memo, useId, useMemo, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../navigation/Link';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { ProbedItem } from '../../performance/renderProbe';
import { taskPath } from './encounterPresentation';
import { useMemberTimeZone } from './memberHooks';
import { useScanLine } from './useScanLine';
import styles from './dashboard.module.css';
import { useCameFromHere } from '../../navigation/backLink';

const TASK_SCAN_LINE = {
  dated: 'dashboard.home.taskFor',
  undated: 'dashboard.home.taskForUndated',
};

/**
 * Home's open tasks, the soonest deadline first (a questionnaire without a due date is due by its
 * scan: core `openTasks`), each saying which scan it belongs to (two scans can
 * have the same task). Each row is memoised: a pushed task update replaces only its own item in
 * the list (the others keep their identity), so only that row re-renders even when a member has
 * thousands of tasks, and a pushed scan re-renders only the rows that name it (the load test in
 * HomeScreen.load.test.tsx).
 */
export function HomeTaskList({
  tasks,
  encounters,
  nextStepPlace,
  placesAbove = NOTHING_ABOVE,
}: {
  readonly tasks: readonly Task[];
  /** The member's scans, to name each task's scan (none while they have not loaded). */
  readonly encounters: readonly Encounter[];
  /** Where Home's next step goes: that task's row says so in words instead of a second link. */
  readonly nextStepPlace?: string | undefined;
  /** The places the top of Home already opens: a task going there is said in words only. */
  readonly placesAbove?: ReadonlySet<string>;
}): ReactElement {
  const { t } = useTranslation();
  const timeZone = useMemberTimeZone();
  const listId = useId();
  const byId = useMemo(
    () => new Map(encounters.map((encounter) => [encounter.id, encounter])),
    [encounters],
  );
  const open = useMemo(() => openTasks(tasks, byId), [tasks, byId]);
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
      {open.map((task) => (
        <HomeTaskRow
          key={task.id}
          task={task}
          encounter={task.encounterId ? byId.get(task.encounterId) : undefined}
          listId={listId}
          timeZone={timeZone}
          above={placeAbove(taskPath(task), nextStepPlace, placesAbove)}
        />
      ))}
    </ul>
  );
}

const NOTHING_ABOVE: ReadonlySet<string> = new Set();

/** Whether a task's place is offered at the top of Home: as its next step, or otherwise. */
type Above = 'nextStep' | 'elsewhere' | undefined;

function placeAbove(
  path: string | undefined,
  nextStepPlace: string | undefined,
  placesAbove: ReadonlySet<string>,
): Above {
  if (path === undefined) return undefined;
  if (path === nextStepPlace) return 'nextStep';
  return placesAbove.has(path) ? 'elsewhere' : undefined;
}

interface HomeTaskRowProps {
  readonly task: Task;
  readonly encounter: Encounter | undefined;
  readonly listId: string;
  readonly timeZone: string;
  readonly above: Above;
}

const HomeTaskRow = memo(function HomeTaskRow({
  task,
  encounter,
  listId,
  timeZone,
  above,
}: HomeTaskRowProps): ReactElement {
  const { t } = useTranslation();
  const cameFrom = useCameFromHere();
  const format = useLocaleFormatters();
  const path = taskPath(task);
  const step = TASK_NEXT_STEPS[task.type];
  const due = task.due ? Date.parse(task.due) : Number.NaN;
  const titleId = `${listId}-${task.id}`;
  const scanId = `${titleId}-scan`;
  return (
    <ProbedItem id={`task:${task.id}`}>
      <li className={styles.taskRow}>
        <span className={styles.taskText}>
          <span className={styles.taskTitle} id={titleId}>
            {task.title}
          </span>
          {encounter ? <TaskScanLine id={scanId} encounter={encounter} /> : null}
          {Number.isNaN(due) ? null : (
            <span className={styles.muted}>
              {t('dashboard.home.taskDue', {
                date: format.formatDate(due, 'monthDay', timeZone),
              })}
            </span>
          )}
        </span>
        {path && step && above === 'nextStep' ? (
          <span className={styles.shownAbove}>{t('dashboard.home.next.isNextStep')}</span>
        ) : path && step && above === 'elsewhere' ? (
          <span className={styles.shownAbove}>{t(`dashboard.encounter.nextStep.${step}`)}</span>
        ) : path && step ? (
          <Link
            className={styles.secondaryAction}
            to={path}
            state={cameFrom}
            aria-describedby={encounter ? `${titleId} ${scanId}` : titleId}
          >
            {t(`dashboard.encounter.nextStep.${step}`)}
          </Link>
        ) : null}
      </li>
    </ProbedItem>
  );
});

/** "For your Mammography on 22 Jan 2026": the scan a task belongs to. */
function TaskScanLine({
  id,
  encounter,
}: {
  readonly id: string;
  readonly encounter: Encounter;
}): ReactElement {
  return (
    <span id={id} className={styles.muted}>
      {useScanLine(encounter, TASK_SCAN_LINE)}
    </span>
  );
}
