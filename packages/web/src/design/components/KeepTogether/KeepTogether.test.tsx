import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeepTogether } from './KeepTogether';

describe('KeepTogether', () => {
  it('keeps every occurrence of the part in an unbreakable span, the text unchanged', () => {
    const { container } = render(
      <h2>
        <KeepTogether text="Invoice SW-1 is due; pay SW-1 today" part="SW-1" />
      </h2>,
    );
    expect(container.textContent).toBe('Invoice SW-1 is due; pay SW-1 today');
    const kept = [...container.querySelectorAll('span')];
    expect(kept.map((span) => span.textContent)).toEqual(['SW-1', 'SW-1']);
    expect(new Set(kept.map((span) => span.className)).size).toBe(1);
    expect(kept[0]?.className).not.toBe('');
  });

  it('leaves a text without the part, or an empty part, as plain text', () => {
    const { container } = render(
      <p>
        <KeepTogether text="Invoice is due" part="SW-1" />
        <KeepTogether text="Paid" part="" />
      </p>,
    );
    expect(container.textContent).toBe('Invoice is duePaid');
    expect(container.querySelectorAll('span')).toHaveLength(0);
  });
});
