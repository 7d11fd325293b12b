import type { ReactElement, ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { ButtonContent, buttonLookAttributes, type ButtonLook } from './Button';

export interface TriggerButtonProps
  extends ButtonLook, Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  readonly children: ReactNode;
}

/**
 * The app's button on react-aria's, for the child of a react-aria trigger (FileTrigger):
 * those press their child through react-aria's press responder, which a plain
 * `<button>` does not listen to. Looks and behaves as `Button` (same props, same styles);
 * everywhere else use `Button`, which needs no react-aria (the sign-in page's first
 * load). `isPending` keeps it focusable, shows a spinner and ignores presses. Pending is
 * handled here rather than by react-aria's own `isPending`: that one announces through a live
 * region pointing at the button, which dangles (an axe violation) when the press navigates away.
 */
export function TriggerButton({
  variant,
  size,
  icon,
  iconEnd,
  fullWidth,
  isPending,
  children,
  onPress,
  type,
  ...rest
}: TriggerButtonProps): ReactElement {
  const pending = isPending ?? false;
  return (
    <AriaButton
      {...rest}
      // A pending submit button must not submit its form again.
      type={pending && type === 'submit' ? 'button' : (type ?? 'button')}
      {...(pending || onPress === undefined ? {} : { onPress })}
      {...(pending ? { 'aria-disabled': true, 'aria-busy': true, 'data-pending': true } : {})}
      {...buttonLookAttributes({ variant, size, fullWidth })}
    >
      <ButtonContent
        {...(icon ? { icon } : {})}
        {...(iconEnd ? { iconEnd } : {})}
        isPending={pending}
      >
        {children}
      </ButtonContent>
    </AriaButton>
  );
}
