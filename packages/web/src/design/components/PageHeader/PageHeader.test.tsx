import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { ButtonLink } from '../Button/ButtonLink';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it("is the page's one h1, with its lead and its primary action", async () => {
    await renderOnPlatform(
      <PageHeader
        title="Welcome, Dana"
        lead="Your next scan is in 20 days."
        action={<ButtonLink to="/book-scan/select-plan">Book a scan</ButtonLink>}
        size="display"
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible();
    expect(screen.getByText('Your next scan is in 20 days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a scan' })).toBeInTheDocument();
  });

  it('gives its title to a page that focuses it', async () => {
    const title = createRef<HTMLHeadingElement>();
    await renderOnPlatform(<PageHeader ref={title} title="Invoices" focusableTitle />);
    title.current?.focus();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toHaveFocus();
  });
});
