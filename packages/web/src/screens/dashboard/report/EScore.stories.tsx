import type { Meta, StoryObj } from '@storybook/react-vite';
import { EScoreBadge, EScoreLegend } from './EScore';

/** The eScore's scale (core ESCORE_SCALE): the same words and colour for the same score. */
const meta = {
  title: 'Report/EScore',
  component: EScoreLegend,
  tags: ['autodocs'],
  args: { headingId: 'escore-scale' },
  render: (args) => (
    <section aria-labelledby={args.headingId}>
      <h3 id={args.headingId}>What the eScore means</h3>
      <EScoreLegend {...args} />
    </section>
  ),
} satisfies Meta<typeof EScoreLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {};

/** A finding's score as a pill, for each score and for none. */
export const Badges: Story = {
  render: () => (
    <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {[1, 2, 3, 4, 5, undefined].map((score) => (
        <EScoreBadge key={String(score)} score={score} />
      ))}
    </p>
  ),
};
