import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, at the heading level asked for', async () => {
    await renderOnPlatform(
      <Card title="Full body scan" headingLevel={3} footer={<button>View</button>}>
        <p>Ready</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Full body scan' });
    expect(region).toContainElement(
      screen.getByRole('heading', { level: 3, name: 'Full body scan' }),
    );
    expect(region).toHaveTextContent('Ready');
    expect(screen.getByRole('button', { name: 'View' })).toBeInTheDocument();
  });

  it('without a title is not a landmark', async () => {
    await renderOnPlatform(<Card>Plain</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Plain')).toBeInTheDocument();
  });
});
