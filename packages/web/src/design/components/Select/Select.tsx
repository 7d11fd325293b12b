import { useId, type ReactElement } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './Select.module.css';

export interface SelectOption {
  readonly id: string;
  readonly label: string;
}

export interface SelectProps {
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly selectedKey?: string | null;
  readonly defaultSelectedKey?: string;
  readonly onSelectionChange?: (id: string) => void;
  readonly description?: string;
  readonly errorMessage?: string | undefined;
  readonly placeholder?: string;
  readonly isDisabled?: boolean;
  readonly isRequired?: boolean;
  readonly name?: string;
}

/**
 * A labelled single choice from a list on the platform's `<select>` (a combobox with its options;
 * the phone shows its own picker), styled as the app's text fields. As in TextField, the
 * description and the error message are tied to it by aria-describedby; an error marks it
 * aria-invalid and is announced when it appears (role=alert). Required is aria-required: the
 * core validates, the browser must not add its own messages. Until a choice is made it shows
 * the placeholder, an option that cannot be chosen again.
 */
export function Select({
  label,
  options,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  description,
  errorMessage,
  placeholder,
  isDisabled = false,
  isRequired = false,
  name,
}: SelectProps): ReactElement {
  const { t } = useTranslation();
  const ownId = useId();
  const selectId = `${ownId}-select`;
  const descriptionId = `${ownId}-description`;
  const errorId = `${ownId}-error`;
  const invalid = errorMessage !== undefined && errorMessage !== '';
  const describedBy = [description ? descriptionId : null, invalid ? errorId : null]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <div className={styles.field} data-invalid={invalid || undefined}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      <div className={styles.control}>
        <select
          id={selectId}
          className={styles.select}
          {...(selectedKey === undefined
            ? { defaultValue: defaultSelectedKey ?? '' }
            : { value: selectedKey ?? '' })}
          {...(name === undefined ? {} : { name })}
          onChange={(event) => onSelectionChange?.(event.currentTarget.value)}
          aria-invalid={invalid || undefined}
          aria-required={isRequired || undefined}
          aria-describedby={describedBy || undefined}
          disabled={isDisabled || undefined}
        >
          <option value="" disabled>
            {placeholder ?? t('forms.selectPlaceholder')}
          </option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </div>
      {invalid ? (
        <span id={errorId} className={styles.error} role="alert">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
