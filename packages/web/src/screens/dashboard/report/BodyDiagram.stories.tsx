import type { Meta, StoryObj } from '@storybook/react-vite';
import { BodyDiagram } from './BodyDiagram';

/**
 * Where a report's findings are: regions with findings hatched in the colour of their highest
 * eScore, labelled with their count; the text alternative lists them.
 */
const meta = {
  title: 'Report/BodyDiagram',
  component: BodyDiagram,
  tags: ['autodocs'],
  args: {
    regions: [
      { region: 'chest', systems: ['heartAndVessels', 'lungs'], findingCount: 2, highestEScore: 4 },
      { region: 'abdomen', systems: ['digestive'], findingCount: 1, highestEScore: 2 },
    ],
  },
} satisfies Meta<typeof BodyDiagram>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** No findings: every region plain and quiet. */
export const Empty: Story = { args: { regions: [] } };

/** Every region holds findings, one without a score (its hatch is neutral). */
export const EveryRegion: Story = {
  args: {
    regions: [
      { region: 'head', systems: ['brain'], findingCount: 1, highestEScore: 1 },
      { region: 'neck', systems: ['headAndNeck'], findingCount: 1, highestEScore: 2 },
      { region: 'chest', systems: ['lungs'], findingCount: 3, highestEScore: 3 },
      { region: 'abdomen', systems: ['digestive'], findingCount: 2, highestEScore: 4 },
      { region: 'pelvis', systems: ['reproductive'], findingCount: 1, highestEScore: 5 },
      { region: 'limbs', systems: ['bonesAndJoints'], findingCount: 1, highestEScore: undefined },
    ],
  },
};
