import type { ReactElement } from 'react';
import styles from './questionnaire.module.css';

/**
 * The mark of a required question: an asterisk for the eye (the step's note explains it once);
 * screen readers hear aria-required on the field instead.
 */
export function RequiredMark(): ReactElement {
  return (
    <span aria-hidden="true" className={styles.requiredMark}>
      {' '}
      *
    </span>
  );
}
