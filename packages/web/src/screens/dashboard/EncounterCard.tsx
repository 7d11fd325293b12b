import type { Encounter, EncounterNextStep } from '@scanwise/core';
import { memo, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../navigation/Link';
import { Card } from '../../design/components/Card/Card';
import { StatusPill } from '../../design/components/StatusPill/StatusPill';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { ProbedItem } from '../../performance/renderProbe';
import { appointmentWhen } from './appointmentWhen';
import { ENCOUNTER_STATUS_TONES, nextStepPath } from './encounterPresentation';
import { useEncounterTitle } from './useEncounterTitle';
import styles from './dashboard.module.css';
import { useCameFromHere } from '../../navigation/backLink';

export interface EncounterCardProps {
  readonly encounter: Encounter;
  /** The zone dates are shown in when the center has none (the member's). */
  readonly timeZone: string;
  readonly headingLevel?: 2 | 3 | 4;
  /** Extra line under the appointment ("In 21 days"). */
  readonly note?: string;
  /**
   * Whether the next step is a link (default true); false where the page offers the same step
   * elsewhere already (Home's tasks), so it is said in words only.
   */
  readonly linkStep?: boolean;
  /**
   * The step named (default the scan's own): on Home, core `scanNextStep`, so the card names the
   * step the next step panel asks for.
   */
  readonly step?: EncounterNextStep | undefined;
  /** Under the card's body: actions on the scan itself (change or cancel its appointment). */
  readonly footer?: ReactNode;
}

/** When: "Jan 22 at 10:00 AM" in the center's zone (appointmentWhen). */
export function useAppointmentText(encounter: Encounter, timeZone: string): string | undefined {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  return appointmentWhen(encounter, timeZone, t, format);
}

/**
 * One scan: its status in words, the appointment and the next step (a link where one exists).
 * Memoised: a pushed encounter update replaces only its own item, so in a long list only that
 * card re-renders (HomeScreen.load.test.tsx).
 */
export const EncounterCard = memo(function EncounterCard({
  encounter,
  timeZone,
  headingLevel = 3,
  note,
  linkStep = true,
  step = encounter.nextStep,
  footer,
}: EncounterCardProps): ReactElement {
  const { t } = useTranslation();
  const cameFrom = useCameFromHere();
  const title = useEncounterTitle(encounter);
  const when = useAppointmentText(encounter, timeZone);
  const center = encounter.appointment?.center?.name;
  const bookingCode = encounter.appointment?.bookingCode;
  const stepLabel = t(`dashboard.encounter.nextStep.${step}`);
  const path = linkStep ? nextStepPath(step, encounter.id) : undefined;
  return (
    <ProbedItem id={`encounter:${encounter.id}`}>
      <Card
        title={title}
        headingLevel={headingLevel}
        footer={footer}
        aside={
          <StatusPill tone={ENCOUNTER_STATUS_TONES[encounter.status]}>
            {t(`dashboard.encounter.status.${encounter.status}`)}
          </StatusPill>
        }
      >
        <p className={styles.when}>{when ?? t('dashboard.encounter.noAppointment')}</p>
        {center ? <p className={styles.muted}>{center}</p> : null}
        {note ? <p className={styles.note}>{note}</p> : null}
        {bookingCode ? (
          <p className={styles.muted}>
            {t('dashboard.encounter.bookingCode', { code: bookingCode })}
          </p>
        ) : null}
        <p className={styles.nextStep}>
          <span className={styles.nextStepLabel}>{t('dashboard.encounter.nextStepLabel')}</span>
          {path ? (
            <Link
              className={styles.action}
              to={path}
              state={cameFrom}
              aria-label={t('dashboard.encounter.actionFor', { step: stepLabel, scan: title })}
            >
              {stepLabel}
            </Link>
          ) : (
            <span>{stepLabel}</span>
          )}
        </p>
      </Card>
    </ProbedItem>
  );
});
