import type { FakeCardField } from '@scanwise/core/testing';

/**
 * Stories only: draws a stand-in of the provider's card field into its host (the real one is
 * Stripe's frame), showing what the fake field holds. Decorative: the form's own label and error
 * describe it.
 */
export function drawStoryCardField(field: FakeCardField): void {
  const host = field.host;
  if (!(host instanceof HTMLElement)) return;
  const line = document.createElement('span');
  line.setAttribute('aria-hidden', 'true');
  line.style.setProperty('display', 'block');
  line.style.setProperty('font-variant-numeric', 'tabular-nums');
  const draw = (): void => {
    const digits = field.typedNumber;
    line.textContent = digits
      ? `${digits.replace(/(\d{4})(?=\d)/g, '$1 ')}   12 / 34   123`
      : 'Card number   MM / YY   CVC';
    line.style.setProperty('color', digits ? 'inherit' : '#4a5a66');
  };
  draw();
  field.state$.subscribe({ next: draw, complete: () => line.remove() });
  host.replaceChildren(line);
}
