import { isAppointmentChangeable, scheduleActionPath, type Encounter } from '@scanwise/core';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../navigation/Link';
import { useEncounterTitle } from './useEncounterTitle';
import styles from './dashboard.module.css';
import linkStyles from './ManageAppointmentLink.module.css';
import { useCameFromHere } from '../../navigation/backLink';

/** Whether the scan's appointment can still be rescheduled or canceled (the link below shows). */
export function hasManageableAppointment(encounter: Encounter): boolean {
  const appointment = encounter.appointment;
  return (
    appointment !== null && appointment !== undefined && isAppointmentChangeable(appointment.status)
  );
}

/**
 * The way to reschedule or cancel an upcoming appointment (ScheduleAction), on Scans and on
 * Home's upcoming scan alike; nothing for an appointment that can no longer change.
 */
export function ManageAppointmentLink({
  encounter,
}: {
  readonly encounter: Encounter;
}): ReactElement {
  const { t } = useTranslation();
  const cameFrom = useCameFromHere();
  const title = useEncounterTitle(encounter);
  const appointment = encounter.appointment;
  if (!appointment || !hasManageableAppointment(encounter)) return <></>;
  const path = scheduleActionPath({
    encounterId: encounter.id,
    appointmentId: appointment.id,
    bookingCode: appointment.bookingCode ?? null,
  });
  return (
    <p className={linkStyles.manage}>
      <Link
        className={styles.secondaryAction}
        to={path}
        state={cameFrom}
        aria-label={t('appointments.links.manageFor', { scan: title })}
      >
        {t('appointments.links.manage')}
      </Link>
    </p>
  );
}
