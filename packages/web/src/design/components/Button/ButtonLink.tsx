import type { ReactElement, ReactNode } from 'react';
import { Link, type LinkProps } from '../../../navigation/Link';
import { ButtonContent, buttonLookAttributes, type ButtonLook } from './Button';

export interface ButtonLinkProps extends ButtonLook, Omit<LinkProps, 'className' | 'style'> {
  readonly children: ReactNode;
}

/**
 * A router link that looks like a button: a main action that navigates (Book a scan, View your
 * report). It stays a link (role, middle-click, open in a new tab); text links are for words
 * inside text only.
 */
export function ButtonLink({
  variant,
  size,
  icon,
  iconEnd,
  fullWidth,
  children,
  ...link
}: ButtonLinkProps): ReactElement {
  return (
    <Link {...link} {...buttonLookAttributes({ variant, size, fullWidth })}>
      <ButtonContent {...(icon ? { icon } : {})} {...(iconEnd ? { iconEnd } : {})}>
        {children}
      </ButtonContent>
    </Link>
  );
}
