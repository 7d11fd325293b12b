import { screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { Radio, RadioGroup } from './RadioGroup';

function Plans({ onChange }: { readonly onChange?: (value: string) => void }): ReactElement {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroup
      label="Plan"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      isRequired
      aria-describedby="plan-hint"
    >
      <p id="plan-hint">One scan per plan.</p>
      <Radio value="heart">Heart</Radio>
      <Radio value="lung" isDisabled>
        Lung
      </Radio>
      <Radio value="body" aria-label="Whole body, with heart and lung">
        Body
      </Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a fieldset named by its legend, of native radios that say required and described', async () => {
    await renderOnPlatform(<Plans />);
    const group = screen.getByRole('radiogroup', { name: 'Plan' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('One scan per plan.');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.tagName)).toEqual(['INPUT', 'INPUT', 'INPUT']);
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(screen.getByRole('radio', { name: 'Whole body, with heart and lung' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Lung' })).toBeDisabled();
    expect(radios.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('a press on the label checks its radio, reports its value and marks it selected', async () => {
    const onChange = vi.fn();
    const { user } = await renderOnPlatform(<Plans onChange={onChange} />);
    await user.click(screen.getByText('Heart'));
    expect(onChange).toHaveBeenCalledWith('heart');
    const heart = screen.getByRole('radio', { name: 'Heart' });
    expect(heart).toBeChecked();
    expect(heart.closest('label')).toHaveAttribute('data-selected', 'true');
    await user.click(screen.getByText('Lung'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Lung').closest('label')).toHaveAttribute('data-disabled', 'true');
  });

  it('marks the group and its choices invalid', async () => {
    await renderOnPlatform(
      <RadioGroup label="Sex" value={null} onChange={() => undefined} isInvalid>
        <Radio value="f">Female</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Sex' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Female').closest('label')).toHaveAttribute('data-invalid', 'true');
  });
});
