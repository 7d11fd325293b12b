import type { ReactElement } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { FieldFrame } from '../FieldFrame/FieldFrame';
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
 * the phone shows its own picker) in the fields' frame (FieldFrame: label, description, error),
 * styled as the app's text fields. The core validates, the browser must not add its own messages.
 * Until a choice is made it shows the placeholder, an option that cannot be chosen again.
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
  return (
    <FieldFrame
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
    >
      {(control) => (
        <div className={styles.control}>
          <select
            {...control}
            className={styles.select}
            {...(selectedKey === undefined
              ? { defaultValue: defaultSelectedKey ?? '' }
              : { value: selectedKey ?? '' })}
            {...(name === undefined ? {} : { name })}
            onChange={(event) => onSelectionChange?.(event.currentTarget.value)}
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
      )}
    </FieldFrame>
  );
}
