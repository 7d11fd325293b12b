import type { ReactElement, ReactNode } from 'react';
import { Icon, type IconGlyph } from '../../icons/Icon';
import { ErrorGlyph, InfoGlyph, SuccessGlyph, WarningGlyph } from '../../icons/glyphs';
import styles from './Notice.module.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

const TONE_GLYPHS: { readonly [T in NoticeTone]: IconGlyph } = {
  info: InfoGlyph,
  success: SuccessGlyph,
  warning: WarningGlyph,
  danger: ErrorGlyph,
};

export interface NoticeProps {
  readonly tone?: NoticeTone;
  /** A short bold line before the text. */
  readonly title?: ReactNode;
  readonly children?: ReactNode;
  /** Replaces the tone's icon (decorative: the words carry the meaning). */
  readonly icon?: IconGlyph;
  /** An action under the text (a quiet button or a text link). */
  readonly action?: ReactNode;
  /**
   * Announce it when it appears: 'status' (politely) or 'alert' (at once, for errors). Leave it
   * out for a notice that is part of the page from the start.
   */
  readonly role?: 'status' | 'alert';
}

/** A callout: information, a success, a warning or a problem, with its icon and words. */
export function Notice({
  tone = 'info',
  title,
  children,
  icon,
  action,
  role,
}: NoticeProps): ReactElement {
  return (
    <div className={styles.notice} data-tone={tone} role={role}>
      <span className={styles.icon}>
        <Icon icon={icon ?? TONE_GLYPHS[tone]} />
      </span>
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </div>
  );
}
