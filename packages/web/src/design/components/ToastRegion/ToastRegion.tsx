import type { ReactElement } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { TOKENS } from '../../../composition/tokens';
import { useService } from '../../../composition/useService';
import { useStore } from '../../../composition/useStore';
import styles from './ToastRegion.module.css';

/**
 * The app's one toast ("The root view shows the routed page and a toast"), bound to the core
 * ToastMachine. The live region stays in the DOM so screen readers hear each new message; "A
 * click or the timeout hides it" (the timer is the machine's).
 */
export function ToastRegion(): ReactElement {
  const { t } = useTranslation();
  const machine = useService(TOKENS.toastMachine);
  const toast = useStore(machine);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {toast.visible ? (
        // A click anywhere on the toast hides it; the button gives keyboards the same.
        <div className={styles.toast} onClick={() => machine.click()}>
          <p className={styles.message}>{toast.message}</p>
          <button type="button" className={styles.dismiss} onClick={() => machine.click()}>
            <span aria-hidden="true">×</span>
            <span className="sw-visually-hidden">{t('toast.dismiss')}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
