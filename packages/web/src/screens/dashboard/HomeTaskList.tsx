import type { Task } from '@scanwise/core';
import { memo, useId, useMemo, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { ProbedItem } from '../../performance/renderProbe';
import { openTasks, taskPath, TASK_NEXT_STEPS } from './encounterPresentation';
import { useMemberTimeZone } from './useLiveLists';
import styles from './dashboard.module.css';

/**
 * Home's open tasks, soonest due first. Each row is memoised: a pushed task update replaces only
 * its own item in the store (the others keep their identity), so only that row re-renders even
 * when a member has thousands of tasks (the load test in HomeScreen.load.test.tsx).
 */
export function HomeTaskList({ tasks }: { readonly tasks: readonly Task[] }): ReactElement {
  const { t } = useTranslation();
  const timeZone = useMemberTimeZone();
  const listId = useId();
  const open = useMemo(() => openTasks(tasks), [tasks]);
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
        <HomeTaskRow key={task.id} task={task} listId={listId} timeZone={timeZone} />
      ))}
    </ul>
  );
}

interface HomeTaskRowProps {
  readonly task: Task;
  readonly listId: string;
  readonly timeZone: string;
}

const HomeTaskRow = memo(function HomeTaskRow({
  task,
  listId,
  timeZone,
}: HomeTaskRowProps): ReactElement {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  const path = taskPath(task);
  const step = TASK_NEXT_STEPS[task.type];
  const due = task.due ? Date.parse(task.due) : Number.NaN;
  const titleId = `${listId}-${task.id}`;
  return (
    <ProbedItem id={`task:${task.id}`}>
      <li className={styles.taskRow}>
        <span className={styles.taskText}>
          <span className={styles.taskTitle} id={titleId}>
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
          <Link className={styles.secondaryAction} to={path} aria-describedby={titleId}>
            {t(`dashboard.encounter.nextStep.${step}`)}
          </Link>
        ) : null}
      </li>
    </ProbedItem>
  );
});
