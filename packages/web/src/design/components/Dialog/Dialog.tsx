import {
  cloneElement,
  isValidElement,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button, type ButtonProps } from '../Button/Button';
import styles from './Dialog.module.css';

export interface DialogProps {
  readonly title: string;
  readonly children?: ReactNode;
  /** Actions under the body; `close` closes the dialog. Default: one Close button. */
  readonly footer?: (close: () => void) => ReactNode;
  /** Controlled open state (leave out with a `trigger`). */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
  /** The element that opens it (a Button); the dialog then manages its own state. */
  readonly trigger?: ReactElement;
  /** Whether a click outside or Escape closes it (default true). */
  readonly isDismissable?: boolean;
  /** alertdialog for confirmations that need an answer. */
  readonly role?: 'dialog' | 'alertdialog';
  /** The id of the body text that describes it, read out with the title when it opens. */
  readonly 'aria-describedby'?: string;
}

/**
 * A modal dialog on the platform's `<dialog>` opened with `showModal()`: the browser puts it in
 * the top layer, makes the page behind inert (hidden from assistive technology, out of the tab
 * order) and turns Escape into a `cancel`. Focus moves to the dialog itself, so its title (and
 * its description) are read before any control; it returns to the element that had it when the
 * dialog closes. Escape and a click on the backdrop close it unless it is not dismissable.
 */
export function Dialog({ trigger, isOpen, onOpenChange, ...modal }: DialogProps): ReactElement {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = isOpen ?? ownOpen;
  const setOpen = (next: boolean): void => {
    if (isOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const dialog = open ? <ModalDialog {...modal} onClose={() => setOpen(false)} /> : null;
  if (!trigger) return <>{dialog}</>;
  return (
    <>
      {opening(trigger, () => setOpen(true))}
      {dialog}
    </>
  );
}

/** The trigger (a Button) with its press opening the dialog after its own handler. */
function opening(trigger: ReactElement, open: () => void): ReactElement {
  if (!isValidElement<ButtonProps>(trigger)) return trigger;
  const { onPress } = trigger.props;
  return cloneElement(trigger, {
    onPress: () => {
      onPress?.();
      open();
    },
  });
}

interface ModalDialogProps extends Omit<DialogProps, 'trigger' | 'isOpen' | 'onOpenChange'> {
  readonly onClose: () => void;
}

function ModalDialog({
  title,
  children,
  footer,
  onClose,
  isDismissable = true,
  role = 'dialog',
  'aria-describedby': describedBy,
}: ModalDialogProps): ReactElement {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A press that starts on the backdrop (not a drag out of the dialog's text) closes it.
  const pressedBackdrop = useRef(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    element.focus();
    return () => {
      if (element.open) element.close();
      // The browser returns focus on close(); the opener is focused here too because the
      // dialog leaves the document with its React parent, which can come first.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      // The platform's role is dialog; a confirmation that needs an answer says alertdialog.
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={(event) => {
        // Escape is a close request the browser acts on unless its keydown is cancelled.
        if (event.key === 'Escape' && !isDismissable) event.preventDefault();
      }}
      onCancel={(event) => {
        // React decides when the dialog closes: it leaves the document then.
        event.preventDefault();
        if (isDismissable) onClose();
      }}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (isDismissable && pressedBackdrop.current && event.target === event.currentTarget) {
          onClose();
        }
        pressedBackdrop.current = false;
      }}
    >
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        <div className={styles.footer}>
          {footer ? (
            footer(onClose)
          ) : (
            <Button variant="secondary" onPress={onClose}>
              {t('dialog.close')}
            </Button>
          )}
        </div>
      </div>
    </dialog>
  );
}
