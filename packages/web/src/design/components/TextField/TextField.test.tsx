import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { TextField } from './TextField';

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
});
