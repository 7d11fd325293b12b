import { acceptedRule, emailRule, FieldModel, requiredRule } from '@scanwise/core';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from '../screens/account/shared/CheckboxField';
import { TextField } from '../design/components/TextField/TextField';
import { checkboxField } from './choiceFields';
import { textField, useForm } from './useForm';

function EmailForm({ onValid }: { readonly onValid: (email: string) => void }): ReactElement {
  const form = useForm(
    () => ({
      email: new FieldModel({
        label: 'E-mail',
        initialValue: '',
        rules: [requiredRule(), emailRule()],
      }),
      terms: new FieldModel({ label: 'Terms', initialValue: false, rules: [acceptedRule()] }),
      note: new FieldModel({ label: 'Note', initialValue: '' }),
    }),
    ({ email }) => onValid(email.value),
  );
  return (
    <form {...form.formProps}>
      <TextField label="Note" {...textField(form, 'note')} />
      <TextField label="E-mail" {...textField(form, 'email')} />
      <CheckboxField label="I accept" {...checkboxField(form, 'terms')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useForm: "Validation runs on blur, change and model update, not on input"', () => {
  it('typing shows nothing; leaving the field shows its message; typing again keeps it until the next blur', async () => {
    const user = userEvent.setup();
    render(<EmailForm onValid={() => undefined} />);
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await user.type(email, 'nope');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('The E-mail field is invalid.');
    await user.clear(email);
    await user.type(email, 'member@example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('The E-mail field is invalid.');
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a box validates on change', async () => {
    const user = userEvent.setup();
    render(<EmailForm onValid={() => undefined} />);
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    await user.click(box);
    await user.click(box);
    expect(screen.getByRole('alert')).toHaveTextContent('The Terms field is required.');
  });

  it('the rules decide the required marks', () => {
    render(<EmailForm onValid={() => undefined} />);
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('checkbox', { name: 'I accept' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /^Note/ })).not.toHaveAttribute('aria-required');
  });

  it('a submit validates every field and focuses the first invalid one; a valid one goes through', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<EmailForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'The E-mail field is required.',
      'The Terms field is required.',
    ]);
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'member@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'I accept' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith('member@example.com');
  });

  it('a primary press on the submit button keeps the focus in the field (nothing is checked before the release)', () => {
    render(<EmailForm onValid={() => undefined} />);
    const submit = screen.getByRole('button', { name: 'Send' });
    const press = createEvent.mouseDown(submit, { button: 0 });
    fireEvent(submit, press);
    expect(press.defaultPrevented).toBe(true);
    const secondary = createEvent.mouseDown(submit, { button: 2 });
    fireEvent(submit, secondary);
    expect(secondary.defaultPrevented).toBe(false);
    const onField = createEvent.mouseDown(screen.getByRole('textbox', { name: /^Note/ }), {
      button: 0,
    });
    fireEvent(screen.getByRole('textbox', { name: /^Note/ }), onField);
    expect(onField.defaultPrevented).toBe(false);
  });
});
