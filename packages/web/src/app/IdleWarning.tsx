import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { useStore } from '../composition/useStore';
import type { IdleWarningDialogViewProps } from './IdleWarningDialog';

type IdleWarningDialogComponent = ComponentType<IdleWarningDialogViewProps>;

let dialogLoad: Promise<IdleWarningDialogComponent> | undefined;

/** The dialog's code (react-aria's modal with it): fetched once, when a member is signed in. */
export function loadIdleWarningDialog(): Promise<IdleWarningDialogComponent> {
  dialogLoad ??= import('./IdleWarningDialog').then(
    (module) => module.IdleWarningDialogView,
    (error: unknown) => {
      dialogLoad = undefined; // the next sign-in tries again
      throw error;
    },
  );
  return dialogLoad;
}

export interface IdleWarningProps {
  /** Where the dialog comes from (tests and stories pass it directly). */
  readonly loadDialog?: () => Promise<IdleWarningDialogComponent>;
}

/**
 * The core's idle warning (IdleWarning) over whatever page is open. The dialog's code loads
 * while the idle policy watches a signed-in member, long before a warning can be due, so a
 * signed-out first page carries none of it. A dialog that cannot load is logged; the inactivity
 * logout and its toast still happen.
 */
export function IdleWarning({
  loadDialog = loadIdleWarningDialog,
}: IdleWarningProps): ReactElement | null {
  const warning = useService(TOKENS.idleWarning);
  const idle = useService(TOKENS.idle);
  const logger = useService(TOKENS.logger);
  const { open, secondsLeft } = useStore(warning);
  const phase = useStore(idle).phase;
  const [Dialog, setDialog] = useState<IdleWarningDialogComponent | null>(null);

  const wanted = phase === 'active' || phase === 'warning';
  useEffect(() => {
    if (!wanted || Dialog) return;
    let live = true;
    loadDialog().then(
      (loaded) => {
        if (live) setDialog(() => loaded);
      },
      (error: unknown) => logger.warn('Idle warning failed to load', { error: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [wanted, Dialog, loadDialog, logger]);

  if (!Dialog) return null;
  return (
    <Dialog
      isOpen={open}
      secondsLeft={secondsLeft}
      onStay={() => warning.staySignedIn()}
      onSignOut={() => warning.signOutNow()}
    />
  );
}
