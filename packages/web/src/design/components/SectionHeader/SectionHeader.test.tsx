import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { ButtonLink } from '../Button/ButtonLink';
import { SectionHeader } from './SectionHeader';

describe('SectionHeader', () => {
  it('names a section by its heading id and carries a secondary action', async () => {
    await renderOnPlatform(
      <section aria-labelledby="scans-title">
        <SectionHeader
          id="scans-title"
          title="Your scans"
          description="Upcoming first."
          action={
            <ButtonLink to="/scans" variant="quiet">
              See all scans
            </ButtonLink>
          }
        />
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Your scans' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your scans' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all scans' })).toHaveAttribute('href', '/scans');
  });

  it('sits at level 3 inside a section of the page', async () => {
    await renderOnPlatform(<SectionHeader title="Findings" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Findings' })).toBeInTheDocument();
  });
});
