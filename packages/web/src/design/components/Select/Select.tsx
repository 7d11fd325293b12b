import type { Key, ReactElement } from 'react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Label,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components';
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

/** A labelled single choice from a list (react-aria's Select: a button and a listbox popover). */
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
  const invalid = errorMessage !== undefined && errorMessage !== '';
  return (
    <AriaSelect
      className={styles.field}
      placeholder={placeholder ?? t('forms.selectPlaceholder')}
      isInvalid={invalid}
      isDisabled={isDisabled}
      isRequired={isRequired}
      validationBehavior="aria"
      {...(selectedKey === undefined ? {} : { selectedKey })}
      {...(defaultSelectedKey === undefined ? {} : { defaultSelectedKey })}
      {...(name === undefined ? {} : { name })}
      {...(onSelectionChange
        ? { onSelectionChange: (key: Key | null) => key !== null && onSelectionChange(String(key)) }
        : {})}
    >
      <Label className={styles.label}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </AriaButton>
      {invalid ? (
        <Text slot="errorMessage" className={styles.error} role="alert">
          {errorMessage}
        </Text>
      ) : null}
      <Popover className={styles.popover}>
        <ListBox className={styles.listbox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
