import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import {
  CONTRAST_PAIRS,
  pairContrast,
  tokenValue,
  tokensStartingWith,
  type DesignToken,
} from './designTokens';
import styles from './TokensPage.module.css';

/**
 * The design language's tokens, read from design/tokens.css itself (nothing here repeats a
 * value): colour swatches with their contrast computed, the type scale, spacing, radii,
 * elevation and motion.
 */
const meta = {
  title: 'Design system/Tokens',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const isHex = (value: string): boolean => /^#[\da-f]{3,6}$/i.test(value);
const short = (name: string): string => name.replace(/^--sw-/, '');

function TokenTable({
  tokens,
  sample,
}: {
  readonly tokens: readonly DesignToken[];
  readonly sample: (token: DesignToken) => ReactElement;
}): ReactElement {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name}>
            <th scope="row">
              <code>{token.name}</code>
              {token.note ? <span className={styles.note}>{token.note}</span> : null}
            </th>
            <td>
              <code>{token.value}</code>
            </td>
            <td>{sample(token)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every colour: ink, tide (actions), coral (accent), surfaces and status. */
export const Colours: Story = {
  render: () => (
    <ul className={styles.swatches}>
      {tokensStartingWith('--sw-color-')
        .concat(tokensStartingWith('--sw-focus-ring-color'))
        .map((token) => (
          <li key={token.name} className={styles.swatch}>
            <span className={styles.chip} style={{ background: `var(${token.name})` }} />
            <code>{short(token.name)}</code>
            <span className={styles.value}>{tokenValue(token.name)}</span>
            {token.note ? <span className={styles.note}>{token.note}</span> : null}
          </li>
        ))}
    </ul>
  ),
};

/**
 * Each pairing the design uses, with its contrast computed from the tokens (the same check runs
 * in design/tokens/designTokens.test.ts): text 4.5:1, control borders and the focus ring 3:1.
 */
export const Contrast: Story = {
  render: () => (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Sample</th>
          <th scope="col">Colour on background</th>
          <th scope="col">Contrast</th>
          <th scope="col">Needs</th>
        </tr>
      </thead>
      <tbody>
        {CONTRAST_PAIRS.map((pair) => {
          const foreground = tokenValue(pair.foreground);
          const background = tokenValue(pair.background);
          const ratio = isHex(foreground) && isHex(background) ? pairContrast(pair) : Number.NaN;
          return (
            <tr key={`${pair.foreground} ${pair.background}`}>
              <td>
                <span
                  className={styles.pairSample}
                  style={
                    pair.minimum === 3
                      ? {
                          background: `var(${pair.background})`,
                          borderColor: `var(${pair.foreground})`,
                        }
                      : { color: `var(${pair.foreground})`, background: `var(${pair.background})` }
                  }
                >
                  {pair.minimum === 3 ? 'A control' : 'Your report is ready'}
                </span>
              </td>
              <td>
                <code>{short(pair.foreground)}</code> on <code>{short(pair.background)}</code>
              </td>
              <td className={styles.ratio}>{ratio.toFixed(2)}:1</td>
              <td>
                {ratio >= pair.minimum ? 'Passes' : 'Fails'} {pair.minimum}:1
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  ),
};

/** The type scale (Inter, variable): sizes, weights, line heights and tracking. */
export const Type: Story = {
  render: () => (
    <>
      <TokenTable
        tokens={tokensStartingWith('--sw-font-size-')}
        sample={(token) => (
          <span
            style={{
              fontSize: `var(${token.name})`,
              fontWeight: token.name.endsWith('display') ? 680 : undefined,
              letterSpacing: token.name.endsWith('display')
                ? 'var(--sw-tracking-display)'
                : undefined,
            }}
          >
            Book your full body scan
          </span>
        )}
      />
      <TokenTable
        tokens={[
          ...tokensStartingWith('--sw-font-weight-'),
          ...tokensStartingWith('--sw-line-height'),
          ...tokensStartingWith('--sw-tracking-'),
          ...tokensStartingWith('--sw-font-family'),
        ]}
        sample={(token) =>
          token.name.includes('weight') ? (
            <span style={{ fontWeight: `var(${token.name})` }}>Scanwise 0123</span>
          ) : (
            <span className={styles.muted}>{tokenValue(token.name)}</span>
          )
        }
      />
    </>
  ),
};

/** Spacing: a 4 px base. */
export const Spacing: Story = {
  render: () => (
    <TokenTable
      tokens={tokensStartingWith('--sw-space-')}
      sample={(token) => (
        <span className={styles.bar} style={{ inlineSize: `var(${token.name})` }} />
      )}
    />
  ),
};

/** Radii: controls, cards and pills. */
export const Radii: Story = {
  render: () => (
    <TokenTable
      tokens={tokensStartingWith('--sw-radius-')}
      sample={(token) => (
        <span className={styles.box} style={{ borderRadius: `var(${token.name})` }} />
      )}
    />
  ),
};

/** Elevation: soft, ink-tinted shadows. */
export const Elevation: Story = {
  render: () => (
    <TokenTable
      tokens={tokensStartingWith('--sw-shadow-')}
      sample={(token) => (
        <span className={styles.card} style={{ boxShadow: `var(${token.name})` }} />
      )}
    />
  ),
};

/** Motion: durations and easing; with "reduce motion" set, every duration is 0. */
export const Motion: Story = {
  render: () => (
    <TokenTable
      tokens={[
        ...tokensStartingWith('--sw-duration'),
        ...tokensStartingWith('--sw-ease'),
        ...tokensStartingWith('--sw-transition'),
      ]}
      sample={(token) => <span className={styles.muted}>{tokenValue(token.name)}</span>}
    />
  ),
};
