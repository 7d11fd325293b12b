import tokensCss from '../tokens.css?raw';
import { contrastRatio } from './contrast';

/** A custom property of design/tokens.css, with the comment written beside it. */
export interface DesignToken {
  readonly name: string;
  readonly value: string;
  readonly note?: string;
}

/**
 * The declarations of the stylesheet's first rule (`:root`), in order, each with its trailing
 * comment; the reduced-motion overrides after it are not tokens of their own.
 */
export function parseTokens(css: string): DesignToken[] {
  const root = css.slice(css.indexOf(':root'), css.indexOf('\n}', css.indexOf(':root')));
  const tokens: DesignToken[] = [];
  for (const match of root.matchAll(/(--sw-[\w-]+):\s*([^;]+);[ \t]*(?:\/\*\s*(.*?)\s*\*\/)?/g)) {
    const [, name = '', value = '', note] = match;
    tokens.push({ name, value: value.replace(/\s+/g, ' ').trim(), ...(note ? { note } : {}) });
  }
  return tokens;
}

/** Every token of design/tokens.css. */
export const DESIGN_TOKENS: readonly DesignToken[] = parseTokens(tokensCss);

const byName = new Map(DESIGN_TOKENS.map((token) => [token.name, token]));

/** A token's value with `var(--sw-...)` references replaced by their values. */
export function tokenValue(name: string): string {
  const token = byName.get(name);
  if (!token) throw new Error(`no design token ${name}`);
  return token.value.replace(/var\((--sw-[\w-]+)\)/g, (_, reference: string) =>
    tokenValue(reference),
  );
}

/** The tokens whose names start with a prefix ('--sw-space-'). */
export function tokensStartingWith(prefix: string): DesignToken[] {
  return DESIGN_TOKENS.filter((token) => token.name.startsWith(prefix));
}

/** A colour drawn on a background, and the least contrast it needs. */
export interface ContrastPair {
  readonly foreground: string;
  readonly background: string;
  /** 4.5 for text, 3 for large text and the borders of controls (WCAG 1.4.3, 1.4.11). */
  readonly minimum: 4.5 | 3;
}

const TEXT_ON_SURFACES = ['--sw-color-page', '--sw-color-surface', '--sw-color-surface-sunken'];

/** Every pairing the design uses, checked by a test and shown on Storybook's tokens page. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...[
    '--sw-color-ink',
    '--sw-color-text',
    '--sw-color-text-muted',
    '--sw-color-primary',
    '--sw-color-accent-strong',
    '--sw-color-danger',
  ].flatMap((foreground) =>
    TEXT_ON_SURFACES.map((background) => ({ foreground, background, minimum: 4.5 as const })),
  ),
  ...['--sw-color-text', '--sw-color-text-muted', '--sw-color-primary'].map((foreground) => ({
    foreground,
    background: '--sw-color-primary-soft',
    minimum: 4.5 as const,
  })),
  { foreground: '--sw-color-accent-strong', background: '--sw-color-accent-soft', minimum: 4.5 },
  { foreground: '--sw-color-on-primary', background: '--sw-color-primary', minimum: 4.5 },
  { foreground: '--sw-color-on-primary', background: '--sw-color-primary-hover', minimum: 4.5 },
  { foreground: '--sw-color-on-primary', background: '--sw-color-danger', minimum: 4.5 },
  { foreground: '--sw-color-surface', background: '--sw-color-accent-strong', minimum: 4.5 },
  ...['info', 'success', 'warning', 'danger', 'neutral'].map((tone) => ({
    foreground: `--sw-color-${tone}`,
    background: `--sw-color-${tone}-soft`,
    minimum: 4.5 as const,
  })),
  ...['--sw-color-page', '--sw-color-surface'].flatMap((background) => [
    { foreground: '--sw-color-control-border', background, minimum: 3 as const },
    { foreground: '--sw-focus-ring-color', background, minimum: 3 as const },
  ]),
];

/** A pair's contrast, computed from the token values. */
export function pairContrast(pair: ContrastPair): number {
  return contrastRatio(tokenValue(pair.foreground), tokenValue(pair.background));
}
