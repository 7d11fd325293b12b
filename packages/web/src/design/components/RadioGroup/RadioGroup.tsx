import { createContext, use, useId, type ReactElement, type ReactNode } from 'react';
import styles from './RadioGroup.module.css';

interface RadioGroupContext {
  readonly name: string;
  readonly value: string | null;
  readonly onChange: (value: string) => void;
  readonly isInvalid: boolean;
}

const GroupContext = createContext<RadioGroupContext | null>(null);

export interface RadioGroupProps {
  /** The group's name, its legend (what is being chosen). */
  readonly label: ReactNode;
  readonly labelClassName?: string;
  readonly className?: string;
  /** The checked radio's value; null when none is. */
  readonly value: string | null;
  /** The value of the radio checked by a press or an arrow key. */
  readonly onChange: (value: string) => void;
  /** Marks the group aria-required; the core validates, not the browser. */
  readonly isRequired?: boolean;
  readonly isInvalid?: boolean;
  /** Ids of the texts (a hint, the error) read with the group. */
  readonly 'aria-describedby'?: string | undefined;
  /** The radios (each a `Radio`), laid out as the screen likes, and anything else in the group. */
  readonly children: ReactNode;
}

/**
 * A labelled group of single choices on the platform's own parts: a `fieldset` whose `legend`
 * names it (a radiogroup, so it can say required and invalid) and native radio inputs sharing a
 * name, so the browser gives Tab into the group, arrow keys between its enabled radios (checking
 * them), Space, and disabled. Each `Radio` is a label wrapping its visually hidden input, so the
 * whole card or pill is the target; it carries data-selected, data-disabled and data-invalid for
 * the screens' styles, and `:focus-visible` on its input for the focus ring.
 */
export function RadioGroup({
  label,
  labelClassName,
  className,
  value,
  onChange,
  isRequired = false,
  isInvalid = false,
  'aria-describedby': describedBy,
  children,
}: RadioGroupProps): ReactElement {
  const name = useId();
  return (
    <fieldset
      role="radiogroup"
      className={className ? `${styles.group} ${className}` : styles.group}
      aria-required={isRequired || undefined}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
    >
      <legend className={labelClassName ? `${styles.legend} ${labelClassName}` : styles.legend}>
        {label}
      </legend>
      <GroupContext value={{ name, value, onChange, isInvalid }}>{children}</GroupContext>
    </fieldset>
  );
}

export interface RadioProps {
  readonly value: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly isDisabled?: boolean;
  /** A name other than its text (a calendar day's full date). */
  readonly 'aria-label'?: string;
}

/** One choice of a `RadioGroup`. */
export function Radio({
  value,
  children,
  className,
  isDisabled = false,
  'aria-label': ariaLabel,
}: RadioProps): ReactElement {
  const group = use(GroupContext);
  if (!group) throw new Error('A Radio belongs inside a RadioGroup.');
  const checked = group.value === value;
  return (
    <label
      className={className ? `${styles.radio} ${className}` : styles.radio}
      data-selected={checked || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={group.isInvalid || undefined}
    >
      <input
        type="radio"
        className={`sw-visually-hidden ${styles.input}`}
        name={group.name}
        value={value}
        checked={checked}
        disabled={isDisabled || undefined}
        aria-label={ariaLabel}
        onChange={() => group.onChange(value)}
      />
      {children}
    </label>
  );
}
