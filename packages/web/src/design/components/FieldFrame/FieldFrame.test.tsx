import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldFrame } from './FieldFrame';

describe('FieldFrame', () => {
  it('labels any control it frames and ties its description to it', () => {
    render(
      <FieldFrame label="Message" description="We answer within two business days.">
        {(control) => <textarea {...control} />}
      </FieldFrame>,
    );
    const control = screen.getByRole('textbox', { name: 'Message' });
    expect(control).toHaveAccessibleDescription('We answer within two business days.');
    expect(control).not.toBeInvalid();
    expect(control).not.toBeRequired();
  });

  it('an error marks the control invalid, describes it after the description and is announced', () => {
    render(
      <FieldFrame
        label="Message"
        description="We answer within two business days."
        errorMessage="The Message field is required."
        isRequired
      >
        {(control) => <textarea {...control} />}
      </FieldFrame>,
    );
    const control = screen.getByRole('textbox', { name: 'Message' });
    expect(control).toBeInvalid();
    expect(control).toBeRequired();
    expect(control).toHaveAccessibleDescription(
      'We answer within two business days. The Message field is required.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The Message field is required.');
  });

  it('an empty error message is no error', () => {
    render(
      <FieldFrame label="Message" errorMessage="">
        {(control) => <textarea {...control} />}
      </FieldFrame>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toBeInvalid();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the control the id asked for, so a page can point at it', () => {
    render(
      <FieldFrame label="Message" controlId="reply">
        {(control) => <textarea {...control} />}
      </FieldFrame>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('id', 'reply');
  });
});
