import type { BookingFlowStep } from '@scanwise/core';
import { memo, useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { ButtonLink } from '../../design/components/Button/ButtonLink';
import { Logo } from '../../design/components/Logo/Logo';
import { SiteFooter } from '../../design/components/SiteFooter/SiteFooter';
import { BackGlyph } from '../../design/icons/glyphs';
import { focusWithoutRing } from '../../design/focusWithoutRing';
import { LAST_PAINT_END } from '../../design/lastPaintMarks';
import styles from './booking.module.css';

/** The four steps the member sees (booking-error is a detour, not a step). */
export const PROGRESS_STEPS = [
  'select-plan',
  'schedule-scan',
  'reserve-appointment',
  'scan-confirm',
] as const satisfies readonly BookingFlowStep[];

/** Where the member is among the booking steps: an ordered list with aria-current="step". */
export const BookingProgress = memo(function BookingProgress({
  step,
}: {
  readonly step: BookingFlowStep;
}): ReactElement {
  const { t } = useTranslation();
  const current = PROGRESS_STEPS.indexOf(step as (typeof PROGRESS_STEPS)[number]);
  return (
    <nav aria-label={t('booking.progress.label')} className={styles.progress}>
      <p className={styles.progressCount}>
        {t('booking.progress.step', { current: current + 1, total: PROGRESS_STEPS.length })}
      </p>
      <ol className={styles.progressList}>
        {PROGRESS_STEPS.map((name, index) => {
          const done = index < current || step === 'scan-confirm';
          return (
            <li
              key={name}
              className={styles.progressItem}
              data-state={index === current ? 'current' : done ? 'done' : 'todo'}
              {...(index === current ? { 'aria-current': 'step' as const } : {})}
            >
              <span aria-hidden="true" className={styles.progressDot}>
                {done && index !== current ? '✓' : index + 1}
              </span>
              <span className={styles.progressLabel}>
                {t(`booking.progress.${name}`)}
                {done && index !== current ? (
                  <span className={styles.visuallyHidden}> ({t('booking.progress.done')})</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});

/**
 * The brand and the way out, which ends the booking (starting again starts afresh). Once the scan
 * is booked there is nothing left to leave: the same way out reads as the way home.
 */
const BookingTopBar = memo(function BookingTopBar({
  booked,
}: {
  readonly booked: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const journey = useService(TOKENS.bookingJourney);
  return (
    <header className={styles.topBar}>
      <Logo />
      <ButtonLink to="/" variant="quiet" size="sm" icon={BackGlyph} onClick={() => journey.leave()}>
        {booked ? t('booking.common.home') : t('booking.common.leave')}
      </ButtonLink>
    </header>
  );
});

export interface BookingPageProps {
  readonly step: BookingFlowStep;
  readonly title: string;
  readonly intro?: ReactNode;
  /** The summary beside the form on wide screens, under it on phones. */
  readonly aside?: ReactNode;
  /**
   * The summary before the form on phones (and first for a screen reader), still on the right on
   * wide screens: the payment step, where the member checks what they pay for before Pay.
   */
  readonly asideFirst?: boolean;
  /**
   * Where a step's top, kept as its last paint, ends: at its title (default), or at an element of
   * its content that carries the `end` mark itself (select-plan's plans).
   */
  readonly topEndsAt?: 'title' | 'content';
  readonly children?: ReactNode;
}

/**
 * The frame of every booking screen: the brand with the way out (which ends the booking), the progress of the steps, one
 * h1 that takes focus when the step opens (a screen reader starts at the new step), the step's
 * content and the summary. One column on phones (320 px), two from 56rem (the summary on the
 * right, whichever comes first in the page).
 */
export function BookingPage({
  step,
  title,
  intro,
  aside,
  asideFirst = false,
  topEndsAt = 'title',
  children,
}: BookingPageProps): ReactElement {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    focusWithoutRing(heading.current);
  }, [step, title]);
  return (
    <div className={styles.page}>
      <BookingTopBar booked={step === 'scan-confirm'} />
      <main id="main-content" className={styles.main}>
        {step === 'booking-error' ? null : <BookingProgress step={step} />}
        {/* A step's top ends here, or in its content: a step that keeps its last paint keeps the page up to it. */}
        <h1
          ref={heading}
          tabIndex={-1}
          className={styles.title}
          {...(topEndsAt === 'title' ? LAST_PAINT_END : {})}
        >
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        <div
          className={styles.layout}
          data-with-aside={aside ? true : undefined}
          data-aside-first={aside && asideFirst ? true : undefined}
        >
          {aside && asideFirst ? <div className={styles.aside}>{aside}</div> : null}
          <div className={styles.content}>{children}</div>
          {aside && !asideFirst ? <div className={styles.aside}>{aside}</div> : null}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
