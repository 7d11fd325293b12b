import type { IdleWarning } from '@scanwise/core';
import { useId, type ReactElement } from 'react';
import { useStore } from '../composition/useStore';
import { Button } from '../design/components/Button/Button';
import { Dialog } from '../design/components/Dialog/Dialog';
import { useTranslation } from '../i18n/useTranslation';

export interface IdleWarningDialogViewProps {
  readonly isOpen: boolean;
  /** Whole seconds before the inactivity logout. */
  readonly secondsLeft: number;
  /** "Stay signed in", Escape or a click outside. */
  readonly onStay: () => void;
  /** "Sign out now". */
  readonly onSignOut: () => void;
}

/**
 * The warning before the inactivity logout (ADR 0072), as a view: an alert dialog (focus moves in, its title
 * and text are read out when it opens) with the time left. Any way of closing it other than
 * "Sign out now" keeps the member signed in.
 */
export function IdleWarningDialogView({
  isOpen,
  secondsLeft,
  onStay,
  onSignOut,
}: IdleWarningDialogViewProps): ReactElement | null {
  const { t } = useTranslation();
  const bodyId = useId();
  if (!isOpen) return null;
  return (
    <Dialog
      title={t('session.idleWarning.title')}
      role="alertdialog"
      aria-describedby={bodyId}
      isOpen
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      footer={() => (
        <>
          <Button variant="secondary" onPress={onSignOut}>
            {t('session.idleWarning.signOut')}
          </Button>
          <Button onPress={onStay}>{t('session.idleWarning.stay')}</Button>
        </>
      )}
    >
      <p id={bodyId}>{t('session.idleWarning.body', { count: secondsLeft })}</p>
    </Dialog>
  );
}

/** The dialog over the core's `IdleWarning`: open, time left, and its two answers. */
export function IdleWarningDialog({
  warning,
}: {
  readonly warning: IdleWarning;
}): ReactElement | null {
  const { open, secondsLeft } = useStore(warning);
  return (
    <IdleWarningDialogView
      isOpen={open}
      secondsLeft={secondsLeft}
      onStay={() => warning.staySignedIn()}
      onSignOut={() => warning.signOutNow()}
    />
  );
}
