import { isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button, type ButtonProps } from '../Button/Button';
import { TriggerButton } from '../Button/TriggerButton';
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
  'aria-describedby': describedBy,
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
        <AriaDialog
          className={styles.dialog}
          role={role}
          {...(describedBy === undefined ? {} : { 'aria-describedby': describedBy })}
        >
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
      {asPressable(trigger)}
      {modal}
    </DialogTrigger>
  );
}

/**
 * react-aria's DialogTrigger presses its child through its press responder: a `Button` (a plain
 * `<button>`) becomes the same `TriggerButton` on react-aria's; other triggers pass as they are.
 */
function asPressable(trigger: ReactElement): ReactElement {
  if (!isValidElement<ButtonProps>(trigger) || trigger.type !== Button) return trigger;
  const { variant, fullWidth, isDisabled, isPending, onPress, id, children } = trigger.props;
  const label = trigger.props['aria-label'];
  return (
    <TriggerButton
      {...(variant === undefined ? {} : { variant })}
      {...(fullWidth === undefined ? {} : { fullWidth })}
      {...(isDisabled === undefined ? {} : { isDisabled })}
      {...(isPending === undefined ? {} : { isPending })}
      {...(onPress === undefined ? {} : { onPress: () => onPress() })}
      {...(id === undefined ? {} : { id })}
      {...(label === undefined ? {} : { 'aria-label': label })}
    >
      {children}
    </TriggerButton>
  );
}
