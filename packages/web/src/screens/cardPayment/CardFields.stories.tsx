import { CARD_FORM_MESSAGES, EMPTY_CARD_FORM, type CardFormValues } from '@scanwise/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { CardFields } from './CardFields';
import type { CardForm } from './useCardForm';

/** A card form as `useCardForm` hands it over, frozen in one state for the story. */
function Fields({
  values = EMPTY_CARD_FORM,
  errors = {},
}: {
  readonly values?: CardFormValues;
  readonly errors?: CardForm['errors'];
}): ReactElement {
  const form: CardForm = {
    idPrefix: 'story-card',
    values,
    errors,
    onChange: () => () => undefined,
    read: () => null,
  };
  return <CardFields form={form} />;
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
  args: {
    values: { number: '4242', expiry: '13/30', cvc: '1' },
    errors: CARD_FORM_MESSAGES,
  },
};
