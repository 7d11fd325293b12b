import type { ReactElement, ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  readonly variant?: ButtonVariant;
  /** Stretches to the container's width (forms on phones). */
  readonly fullWidth?: boolean;
  readonly children: ReactNode;
}

/**
 * The app's button, on react-aria's (press events that behave alike for mouse, touch and
 * keyboard). `isPending` keeps it focusable, shows a spinner and ignores presses.
 */
export function Button({
  variant = 'primary',
  fullWidth = false,
  isPending,
  children,
  ...rest
}: ButtonProps): ReactElement {
  return (
    <AriaButton
      {...rest}
      isPending={isPending ?? false}
      className={styles.button}
      data-variant={variant}
      data-full-width={fullWidth || undefined}
    >
      {isPending ? <Spinner size="sm" /> : null}
      <span>{children}</span>
    </AriaButton>
  );
}
