import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon';
import * as glyphs from './glyphs';

/**
 * The icon set: Lucide line icons, stroke 1.75, in the text's colour. Icons are decoration
 * beside words (hidden from assistive technology); an icon-only control names itself.
 */
const meta = {
  title: 'Design system/Icons',
  component: Icon,
  tags: ['autodocs'],
  args: { icon: glyphs.HomeGlyph, size: 'lg' },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every glyph of design/icons/glyphs.ts, under the name of what it means. */
export const Set: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: '1rem',
        margin: 0,
        padding: 0,
        listStyle: 'none',
        color: 'var(--sw-color-ink)',
      }}
    >
      {Object.entries(glyphs).map(([name, glyph]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
          <Icon {...args} icon={glyph} />
          <code style={{ fontSize: '0.8125rem' }}>{name.replace(/Glyph$/, '')}</code>
        </li>
      ))}
    </ul>
  ),
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
