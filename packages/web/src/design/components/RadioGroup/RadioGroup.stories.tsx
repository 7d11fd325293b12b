import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup';
import styles from './RadioGroup.stories.module.css';

const REGIONS = [
  { id: 'LDN', label: 'London' },
  { id: 'NE', label: 'North East' },
  { id: 'SCT', label: 'Scotland' },
  { id: 'WAL', label: 'Wales', disabled: true },
];

interface ExampleProps extends Pick<RadioGroupProps, 'isRequired' | 'isInvalid'> {
  readonly initial: string | null;
  readonly hint?: string;
  readonly error?: string;
}

/** A group as a screen writes one: its hint and error tied to it, the choices as pills. */
function RegionChoice({ initial, hint, error, isRequired, isInvalid }: ExampleProps): ReactElement {
  const [value, setValue] = useState(initial);
  const describedBy = [hint ? 'region-hint' : null, error ? 'region-error' : null]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <RadioGroup
      className={styles.group}
      label="Region"
      labelClassName={styles.legend}
      value={value}
      onChange={setValue}
      aria-describedby={describedBy || undefined}
      {...(isRequired === undefined ? {} : { isRequired })}
      {...(isInvalid === undefined ? {} : { isInvalid })}
    >
      {hint ? (
        <span id="region-hint" className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <div className={styles.pills}>
        {REGIONS.map((region) => (
          <Radio
            key={region.id}
            value={region.id}
            className={styles.pill}
            isDisabled={region.disabled ?? false}
          >
            {region.label}
          </Radio>
        ))}
      </div>
      {error ? (
        <span id="region-error" className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </RadioGroup>
  );
}

const meta = {
  title: 'Design system/RadioGroup',
  tags: ['autodocs'],
  component: RegionChoice,
  parameters: {
    docs: {
      description: {
        component:
          'A `fieldset` (role radiogroup) named by its `legend`, of native radio inputs sharing a name: Tab enters the group, arrow keys move between its enabled radios and check them. Each `Radio` is a label around a visually hidden input with data-selected, data-disabled and data-invalid for the screen’s look (the booking calendar’s days and times, plans, centers, questionnaire answers).',
      },
    },
  },
  args: { initial: null },
} satisfies Meta<typeof RegionChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initial: 'SCT' } };
export const WithHint: Story = {
  args: { hint: 'Where you would like your scan. Wales opens soon.' },
};
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, error: 'The Region field is required.' },
};
