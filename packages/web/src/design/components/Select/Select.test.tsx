import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { Select } from './Select';

const OPTIONS = [
  { id: 'LDN', label: 'London' },
  { id: 'WAL', label: 'Wales' },
];

describe('Select', () => {
  it('is a native select named by its label, showing the placeholder until a choice, and reports the chosen id', async () => {
    const onSelectionChange = vi.fn();
    const { user } = await renderOnPlatform(
      <Select label="Region" options={OPTIONS} onSelectionChange={onSelectionChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Select an option');
    expect(screen.getByRole('option', { name: 'Select an option' })).toBeDisabled();
    await user.selectOptions(select, 'Wales');
    expect(onSelectionChange).toHaveBeenCalledWith('WAL');
    expect(select).toHaveValue('WAL');
  });

  it('ties its description and its announced error to the select, and marks it invalid and required', async () => {
    await renderOnPlatform(
      <Select
        label="Region"
        options={OPTIONS}
        isRequired
        description="Where you would like your scan."
        errorMessage="The Region field is required."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(screen.getByRole('alert')).toHaveTextContent('The Region field is required.');
    expect(select).toHaveAccessibleDescription(
      'Where you would like your scan. The Region field is required.',
    );
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).not.toHaveAttribute('required'); // the core validates, the browser adds no message
  });

  it('shows a controlled selection, the placeholder for none', async () => {
    await renderOnPlatform(
      <>
        <Select label="Region" options={OPTIONS} selectedKey="LDN" />
        <Select label="Other region" options={OPTIONS} selectedKey={null} />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('LDN');
    expect(screen.getByRole('combobox', { name: 'Other region' })).toHaveValue('');
  });

  it('can be disabled', async () => {
    await renderOnPlatform(
      <Select label="Region" options={OPTIONS} defaultSelectedKey="WAL" isDisabled />,
    );
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(select).toBeDisabled();
    expect(select).toHaveValue('WAL');
  });
});
