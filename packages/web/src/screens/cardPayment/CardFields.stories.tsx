import type { CardFormValues } from '@scanwise/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactElement } from 'react';
import { CardFields } from './CardFields';
import { useCardForm } from './useCardForm';

/** The card form as a payment screen holds it: typed values, and the form checked when asked. */
function Fields({
  values,
  checked = false,
}: {
  readonly values?: CardFormValues;
  readonly checked?: boolean;
}): ReactElement {
  const form = useCardForm(() => undefined);
  useEffect(() => {
    const { number, expiry, cvc } = form.fields;
    if (values) {
      number.onInput(values.number);
      expiry.onInput(values.expiry);
      cvc.onInput(values.cvc);
    }
    if (checked) for (const field of [number, expiry, cvc]) field.validate();
  }, [form, values, checked]);
  return (
    <form {...form.formProps}>
      <CardFields form={form} idPrefix="story-card" />
    </form>
  );
}

const meta = {
  title: 'Screens/Payment/CardFields',
  component: Fields,
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet. */
export const Empty: Story = {};

/** A test card typed in full. */
export const Filled: Story = {
  args: { values: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
};

/** Pay pressed with every field refused: each says what it needs. */
export const Refused: Story = {
  args: { values: { number: '4242', expiry: '13/30', cvc: '1' }, checked: true },
};
