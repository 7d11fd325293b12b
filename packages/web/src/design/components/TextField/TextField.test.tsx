import { screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { TextField } from './TextField';

/** A multi-line field holding its own text, as a screen does. */
function HeldNote({ maxLength }: { readonly maxLength: number }): ReactElement {
  const [value, setValue] = useState('');
  return (
    <TextField
      multiline
      label="Reason (optional)"
      value={value}
      onChange={setValue}
      maxLength={maxLength}
    />
  );
}

describe('TextField', () => {
  it('labels the input and ties the description to it', async () => {
    await renderOnPlatform(<TextField label="E-mail" description="For your reports." />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('For your reports.');
    expect(input).not.toBeInvalid();
  });

  it('an error message marks the input invalid, describes it and is announced', async () => {
    await renderOnPlatform(
      <TextField
        label="E-mail"
        description="For your reports."
        errorMessage="The E-mail field is invalid."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('For your reports. The E-mail field is invalid.');
    expect(screen.getByRole('alert')).toHaveTextContent('The E-mail field is invalid.');
  });

  it('reports typed text through onChange', async () => {
    const onChange = vi.fn();
    const { user } = await renderOnPlatform(<TextField label="E-mail" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'a@b.c');
    expect(onChange).toHaveBeenLastCalledWith('a@b.c');
  });

  it('marks a required field without announcing the asterisk', async () => {
    await renderOnPlatform(<TextField label="E-mail" isRequired />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeRequired();
  });

  it('multiline: a labelled, described text area that reports its lines', async () => {
    const onChange = vi.fn();
    const { user } = await renderOnPlatform(
      <TextField
        multiline
        rows={3}
        label="Preferred days and times"
        description="The center calls you to agree a time."
        errorMessage="The Preferred days and times field is required."
        onChange={onChange}
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Preferred days and times' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '3');
    expect(area).not.toHaveAttribute('type');
    expect(area).toBeInvalid();
    expect(area).toHaveAccessibleDescription(
      'The center calls you to agree a time. The Preferred days and times field is required.',
    );
    await user.type(area, 'Mornings{Enter}Fridays');
    expect(onChange).toHaveBeenLastCalledWith('Mornings\nFridays');
  });

  it('multiline: stops taking text at its limit', async () => {
    const { user } = await renderOnPlatform(<HeldNote maxLength={10} />);
    const area = screen.getByRole('textbox', { name: 'Reason (optional)' });
    await user.type(area, 'Moving abroad');
    expect(area).toHaveValue('Moving abr');
  });
});
