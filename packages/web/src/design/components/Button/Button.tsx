import type { ButtonHTMLAttributes, ReactElement, ReactNode } from 'react';
import { Icon, type IconGlyph } from '../../icons/Icon';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.css';

/**
 * primary: the page's main action (one per view); secondary: an alternative beside it; quiet:
 * a low-emphasis action (back, dismiss, sign out); danger: a destructive one (cancel a booking).
 * `ghost` is another name for `quiet`.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger' | 'ghost';

/** sm 36 px (dense rows on wide screens), md 44 px, lg 52 px (a hero's main action). */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The look shared by Button, TriggerButton and ButtonLink. */
export interface ButtonLook {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** A decorative icon before the words (hidden from assistive technology). */
  readonly icon?: IconGlyph;
  /** A decorative icon after the words (an arrow for "continue"). */
  readonly iconEnd?: IconGlyph;
  /** Stretches to the container's width: always, or on phones only ('phone', below 40rem). */
  readonly fullWidth?: boolean | 'phone';
}

/** The data attributes that give an element the button look (Button.module.css). */
export function buttonLookAttributes({
  variant = 'primary',
  size,
  fullWidth,
}: {
  readonly [K in 'variant' | 'size' | 'fullWidth']?: ButtonLook[K] | undefined;
}): Record<string, string | boolean | undefined> {
  return {
    className: styles.button,
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
  };
}

/** The inside of a button: the spinner while pending, the icons and the words. */
export function ButtonContent({
  icon,
  iconEnd,
  isPending = false,
  children,
}: Pick<ButtonLook, 'icon' | 'iconEnd'> & {
  readonly isPending?: boolean;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <>
      {isPending ? <Spinner size="sm" /> : icon ? <Icon icon={icon} /> : null}
      <span>{children}</span>
      {iconEnd ? <Icon icon={iconEnd} /> : null}
    </>
  );
}

export interface ButtonProps
  extends
    ButtonLook,
    Omit<
      ButtonHTMLAttributes<HTMLButtonElement>,
      'className' | 'style' | 'children' | 'type' | 'disabled' | 'onClick'
    > {
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
 * navigates away). As the child of a react-aria trigger (FileTrigger) use
 * `TriggerButton`, the same button on react-aria's; to navigate, `ButtonLink`.
 */
export function Button({
  variant,
  size,
  icon,
  iconEnd,
  fullWidth,
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
      {...buttonLookAttributes({ variant, size, fullWidth })}
    >
      <ButtonContent
        {...(icon ? { icon } : {})}
        {...(iconEnd ? { iconEnd } : {})}
        isPending={isPending}
      >
        {children}
      </ButtonContent>
    </button>
  );
}
