import type { ReactElement, ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
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
}

/**
 * A modal dialog on react-aria: focus moves in and is trapped, Escape closes, focus returns to
 * the trigger, the page behind is hidden from assistive technology.
 */
export function Dialog({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  trigger,
  isDismissable = true,
  role = 'dialog',
}: DialogProps): ReactElement {
  const { t } = useTranslation();
  const modal = (
    <ModalOverlay
      className={styles.overlay}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      {...(isOpen === undefined ? {} : { isOpen })}
      {...(onOpenChange === undefined ? {} : { onOpenChange })}
    >
      <Modal className={styles.modal}>
        <AriaDialog className={styles.dialog} role={role}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <div className={styles.body}>{children}</div>
              <div className={styles.footer}>
                {footer ? (
                  footer(close)
                ) : (
                  <Button variant="secondary" onPress={close}>
                    {t('dialog.close')}
                  </Button>
                )}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return modal;
  return (
    <DialogTrigger
      {...(isOpen === undefined ? {} : { isOpen })}
      {...(onOpenChange === undefined ? {} : { onOpenChange })}
    >
      {trigger}
      {modal}
    </DialogTrigger>
  );
}
