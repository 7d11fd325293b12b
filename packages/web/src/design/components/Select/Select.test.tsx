import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { Select } from './Select';

const OPTIONS = [
  { id: 'LDN', label: 'London' },
  { id: 'WAL', label: 'Wales' },
];

describe('Select', () => {
  it('shows the placeholder, opens a listbox and reports the chosen id', async () => {
    const onSelectionChange = vi.fn();
    const { user } = await renderOnPlatform(
      <Select label="Region" options={OPTIONS} onSelectionChange={onSelectionChange} />,
    );
    const trigger = screen.getByRole('button', { name: /Region/ });
    expect(trigger).toHaveTextContent('Select an option');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'Wales' }));
    expect(onSelectionChange).toHaveBeenCalledWith('WAL');
    expect(screen.getByRole('button', { name: /Region/ })).toHaveTextContent('Wales');
  });

  it('announces an error message', async () => {
    await renderOnPlatform(
      <Select label="Region" options={OPTIONS} errorMessage="The Region field is required." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The Region field is required.');
  });

  it('shows a controlled selection', async () => {
    await renderOnPlatform(<Select label="Region" options={OPTIONS} selectedKey="LDN" />);
    expect(screen.getByRole('button', { name: /Region/ })).toHaveTextContent('London');
  });
});
