import {
  scanNextSteps,
  splitEncountersByTime,
  type Encounter,
  type EncounterNextStep,
  type Task,
} from '@scanwise/core';
import { memo, useId, useMemo, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { EncounterCard } from './EncounterCard';
import { hasManageableAppointment, ManageAppointmentLink } from './ManageAppointmentLink';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { RemoteView } from './RemoteView';
import { LAST_PAINT_END } from '../../design/lastPaintMarks';
import { useFirstPageRendered } from '../../startup/firstPageReveal';
import { useKeepLastPagePaint } from '../../startup/lastPaint';
import { useMemberTimeZone, useNow } from './memberHooks';
import styles from './dashboard.module.css';

const NO_TASKS: readonly Task[] = [];

/**
 * Scans (Dashboard/Scans): every encounter, upcoming (soonest first) and past (latest first), with
 * its status and next step: the step Home names for the scan (core `scanNextStep`: its soonest-due
 * open task, else the scan's own), so the two screens never ask for different things. Live: a hub
 * push changes a card in place, without reload.
 */
export function ScansScreen(): ReactElement {
  const { t } = useTranslation();
  // Its top paints first on a later visit (its last paint, then the app's first render of it).
  useFirstPageRendered();
  useKeepLastPagePaint();
  const encounters = useService(TOKENS.memberData).encounters();
  return (
    <div className={styles.screen}>
      <header {...LAST_PAINT_END}>
        <h1>{t('dashboard.scans.title')}</h1>
        <p className={styles.intro}>{t('dashboard.scans.intro')}</p>
      </header>
      <RemoteView
        query={encounters}
        loadingLabel={t('dashboard.scans.loading')}
        errorTitle={t('dashboard.scans.loadFailed')}
      >
        {(list) => <ScanTimeline encounters={list} />}
      </RemoteView>
    </div>
  );
}

function ScanTimeline({ encounters }: { readonly encounters: readonly Encounter[] }): ReactElement {
  const { t } = useTranslation();
  const now = useNow();
  // Until the tasks answer (or if they fail), each scan names its own step.
  const tasksState = useStore(useService(TOKENS.memberData).tasks());
  const tasks = tasksState.status === 'ready' ? tasksState.data : NO_TASKS;
  const stepOf = useMemo(() => scanNextSteps(tasks), [tasks]);
  if (encounters.length === 0) {
    return (
      <EmptyState
        title={t('dashboard.scans.empty')}
        description={t('dashboard.scans.emptyDescription')}
      />
    );
  }
  const { upcoming, past } = splitEncountersByTime(encounters, now);
  return (
    <>
      <p className={styles.muted}>{t('dashboard.scans.liveNote')}</p>
      <ScanGroup
        title={t('dashboard.scans.upcoming')}
        empty={t('dashboard.scans.noUpcoming')}
        encounters={upcoming}
        stepOf={stepOf}
      />
      <ScanGroup
        title={t('dashboard.scans.past')}
        empty={t('dashboard.scans.noPast')}
        encounters={past}
        stepOf={stepOf}
      />
    </>
  );
}

function ScanGroup({
  title,
  empty,
  encounters,
  stepOf,
}: {
  readonly title: string;
  readonly empty: string;
  readonly encounters: readonly Encounter[];
  readonly stepOf: (encounter: Encounter) => EncounterNextStep;
}): ReactElement {
  const id = useId();
  const timeZone = useMemberTimeZone();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {encounters.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {encounters.map((encounter) => (
            <li key={encounter.id}>
              <ScanCard encounter={encounter} timeZone={timeZone} step={stepOf(encounter)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One scan's card, with the way to change or cancel its appointment in the card it changes, not
 * between two cards. Drawn again only when its scan, its step or the zone changes (a push to
 * another scan leaves it).
 */
const ScanCard = memo(function ScanCard({
  encounter,
  timeZone,
  step,
}: {
  readonly encounter: Encounter;
  readonly timeZone: string;
  readonly step: EncounterNextStep;
}): ReactElement {
  return (
    <EncounterCard
      encounter={encounter}
      timeZone={timeZone}
      headingLevel={3}
      step={step}
      footer={
        hasManageableAppointment(encounter) ? (
          <ManageAppointmentLink encounter={encounter} />
        ) : undefined
      }
    />
  );
});
