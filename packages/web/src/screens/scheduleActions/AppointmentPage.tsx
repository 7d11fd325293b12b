import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { ButtonLink } from '../../design/components/Button/ButtonLink';
import { Logo } from '../../design/components/Logo/Logo';
import { SiteFooter } from '../../design/components/SiteFooter/SiteFooter';
import { BackGlyph } from '../../design/icons/glyphs';
import { focusWithoutRing } from '../../design/focusWithoutRing';
import { useBackLink } from '../../navigation/backLink';
import bookingStyles from '../booking/booking.module.css';
import styles from './ScheduleActionScreen.module.css';

export interface AppointmentPageProps {
  readonly title: string;
  readonly intro?: ReactNode;
  /** A new value moves focus to the heading again (a new step of the screen). */
  readonly focusKey?: string;
  readonly aside?: ReactNode;
  /**
   * The aside before the content on phones (and first for a screen reader), still on the right on
   * wide screens: a payment, where the member reads what they pay for before Pay.
   */
  readonly asideFirst?: boolean;
  readonly children?: ReactNode;
}

/**
 * The frame of the appointment screens (schedule-actions, payment-authorize), in the booking
 * screens' look: the brand and the way back (to the dashboard page the member came from, else
 * Scans), one h1 that takes focus when the screen or
 * its step changes, the content and an aside (two columns from 56rem, one on phones).
 */
export function AppointmentPage({
  title,
  intro,
  focusKey,
  aside,
  asideFirst = false,
  children,
}: AppointmentPageProps): ReactElement {
  const heading = useRef<HTMLHeadingElement>(null);
  const back = useBackLink('scans');
  useEffect(() => {
    focusWithoutRing(heading.current);
  }, [focusKey, title]);
  return (
    <div className={bookingStyles.page}>
      <header className={bookingStyles.topBar}>
        <Logo />
        <ButtonLink to={back.to} variant="quiet" size="sm" icon={BackGlyph}>
          {back.label}
        </ButtonLink>
      </header>
      <main id="main-content" className={bookingStyles.main}>
        <h1 ref={heading} tabIndex={-1} className={bookingStyles.title}>
          {title}
        </h1>
        {intro ? <p className={bookingStyles.intro}>{intro}</p> : null}
        <div
          className={bookingStyles.layout}
          data-with-aside={aside ? true : undefined}
          data-aside-first={aside && asideFirst ? true : undefined}
        >
          {aside && asideFirst ? <div className={bookingStyles.aside}>{aside}</div> : null}
          <div className={`${bookingStyles.content} ${styles.stack}`}>{children}</div>
          {aside && !asideFirst ? <div className={bookingStyles.aside}>{aside}</div> : null}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
