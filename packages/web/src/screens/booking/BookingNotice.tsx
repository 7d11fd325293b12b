import {
  bookingJourneyErrorLogLevel,
  isCacAddOn,
  type BookingJourney,
  type BookingJourneyError,
  type BookingState,
} from '@scanwise/core';
import { forwardRef, useEffect, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { Button } from '../../design/components/Button/Button';
import { bookingDetailText, bookingErrorText } from './bookingText';
import styles from './booking.module.css';

export type NoticeTone = 'error' | 'success' | 'info' | 'warning';

export interface NoticeProps {
  readonly tone: NoticeTone;
  readonly title?: string;
  readonly children?: ReactNode;
}

/**
 * A message beside the form: errors are alerts (announced at once), the rest polite statuses.
 * Focusable by script (tabIndex -1) so a failed action can move focus to its reason.
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { tone, title, children },
  ref,
): ReactElement {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={styles.notice}
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {title ? <strong className={styles.noticeTitle}>{title}</strong> : null}
      {children}
    </div>
  );
});

export interface JourneyNoticeProps {
  readonly error: BookingJourneyError;
  readonly journey?: BookingJourney;
  readonly booking?: BookingState;
}

/**
 * A journey error that keeps the member on the step: its sentence, and for a heart (CAC)
 * rejection the reason the member understands with the way on (remove the heart scan).
 */
/** The id of an add-on's checkbox on select-plan. */
export const addOnCheckboxId = (addOnId: string): string => `booking-add-on-${addOnId}`;

export const JourneyNotice = forwardRef<HTMLDivElement, JourneyNoticeProps>(function JourneyNotice(
  { error, journey, booking },
  ref,
): ReactElement {
  const { t } = useTranslation();
  if (error.code === 'packageRejected') {
    const heartAddOn = booking?.selectedAddons.find((addOn) => isCacAddOn(addOn));
    return (
      <Notice ref={ref} tone="error" title={t('booking.selectPlan.rejectedTitle')}>
        <p className={styles.noticeText}>{bookingDetailText(t, error.detail)}</p>
        <p className={styles.noticeText}>{t('booking.selectPlan.rejectedAdvice')}</p>
        {heartAddOn && journey ? (
          <Button
            variant="secondary"
            onPress={() => {
              journey.setAddOn(heartAddOn.id, false);
              // The notice and its button go; the member goes on from the add-on, now unticked.
              requestAnimationFrame(() =>
                document.getElementById(addOnCheckboxId(heartAddOn.id))?.focus(),
              );
            }}
          >
            {t('booking.selectPlan.removeHeart', { name: heartAddOn.name })}
          </Button>
        ) : null}
      </Notice>
    );
  }
  return (
    <Notice ref={ref} tone="error">
      {bookingErrorText(t, error)}
    </Notice>
  );
});

/**
 * Logs each journey error a screen shows through TOKENS.logger, at the core's level for it: a
 * failure warns, a designed answer (a declined card, a time taken meanwhile) is information.
 */
export function useLogBookingError(screen: string, error: BookingJourneyError | null): void {
  const logger = useService(TOKENS.logger);
  useEffect(() => {
    if (error === null) return;
    logger[bookingJourneyErrorLogLevel(error)](`Booking ${screen}: ${error.code}`, {
      code: error.code,
      ...(error.detail && /^[\w.,]+$/.test(error.detail) ? { detail: error.detail } : {}),
    });
  }, [logger, screen, error]);
}
