import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../design/components/Button/Button';

export interface SubmitButtonProps {
  /** A submission is under way: the label says so and presses do nothing. */
  readonly pending: boolean;
  readonly children: ReactNode;
}

/**
 * The submit button of a form whose success leaves the form (navigates or swaps the page).
 * react-aria's `isPending` announces the button by reference (aria-labelledby on a live-region
 * node that outlives the button for 7 s): once the button unmounts, that node points at nothing
 * and axe reports it (role-img-alt). So while pending this button keeps its focus and says
 * "Please wait…" instead, and is a plain button so a second press submits nothing.
 */
export function SubmitButton({ pending, children }: SubmitButtonProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Button
      type={pending ? 'button' : 'submit'}
      fullWidth
      {...(pending ? { 'aria-disabled': true } : {})}
    >
      {pending ? t('account.common.working') : children}
    </Button>
  );
}
