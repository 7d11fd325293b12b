import { screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOnPlatform } from '../../test/renderOnPlatform';
import { PublicPageLayout } from './PublicPage';

const outside: HTMLElement[] = [];
afterEach(() => {
  for (const element of outside.splice(0)) element.remove();
});

/** A page whose title changes when the member continues, as forgot password's steps do. */
function TwoSteps(): ReactElement {
  const [sent, setSent] = useState(false);
  return (
    <PublicPageLayout title={sent ? 'Check your e-mail' : 'Create your account'} focusTitle>
      <button type="button" onClick={() => setSent(true)}>
        Continue
      </button>
    </PublicPageLayout>
  );
}

describe('PublicPageLayout', () => {
  it('focuses its title when it first shows, so a screen reader starts there', async () => {
    await renderOnPlatform(
      <PublicPageLayout title="Create your account" focusTitle>
        <input aria-label="First name" />
      </PublicPageLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toHaveFocus();
  });

  it('leaves focus where the member already is (a prerendered page in use before the app runs), and focuses the next title', async () => {
    // The field the visitor is typing in before the app renders the page.
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Typing here');
    document.body.append(field);
    outside.push(field);
    field.focus();
    const { user } = await renderOnPlatform(<TwoSteps />);
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toHaveFocus();
  });
});
