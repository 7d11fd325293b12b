import type { ButtonHTMLAttributes, ReactElement, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'children' | 'type' | 'disabled' | 'onClick'
> {
  readonly variant?: ButtonVariant;
  /** Stretches to the container's width (forms on phones). */
  readonly fullWidth?: boolean;
  readonly children: ReactNode;
  /** Called when the button is pressed: click, tap, Enter or Space (the browser's own). */
  readonly onPress?: () => void;
  /** Not pressable and out of the tab order (the native `disabled`). */
  readonly isDisabled?: boolean;
  /** Busy: focusable, shows a spinner, ignores presses (and never submits its form again). */
  readonly isPending?: boolean;
  readonly type?: 'button' | 'submit' | 'reset';
}

/**
 * The app's button: a native `<button>` (role, focus, Enter and Space, disabled, form submit all
 * from the browser), so it needs no react-aria and the sign-in page loads less.
 * `isPending` keeps it focusable (aria-disabled, aria-busy, a spinner) and ignores presses; no
 * live region of its own (one pointing at the button dangles, an axe violation, when the press
 * navigates away). As the child of a react-aria trigger (FileTrigger, DialogTrigger) use
 * `TriggerButton`, the same button on react-aria's.
 */
export function Button({
  variant = 'primary',
  fullWidth = false,
  isPending = false,
  isDisabled = false,
  children,
  onPress,
  type,
  ...rest
}: ButtonProps): ReactElement {
  return (
    <button
      {...rest}
      // A pending submit button must not submit its form again.
      type={isPending && type === 'submit' ? 'button' : (type ?? 'button')}
      disabled={isDisabled || undefined}
      onClick={isPending || onPress === undefined ? undefined : () => onPress()}
      {...(isPending ? { 'aria-disabled': true, 'aria-busy': true, 'data-pending': true } : {})}
      className={styles.button}
      data-variant={variant}
      data-full-width={fullWidth || undefined}
    >
      {isPending ? <Spinner size="sm" /> : null}
      <span>{children}</span>
    </button>
  );
}
