import type { IconNode } from 'lucide';
import { createElement, type ReactElement } from 'react';
import styles from './Icon.module.css';

/** A glyph of the icon set (design/icons/glyphs.ts): a Lucide line icon as plain data. */
export type IconGlyph = IconNode;

/** 16, 20 (the default, 'md'), 24 or 32 px. */
export type IconSize = 'sm' | 'md' | 'lg' | 'xl';

export interface IconProps {
  readonly icon: IconGlyph;
  readonly size?: IconSize;
}

/**
 * A Lucide line icon (24 px grid, stroke 1.75, the text's colour) at one of the set's sizes.
 * Lucide's glyphs come as plain data (the `lucide` package) and this component draws them, so a
 * page ships only the glyphs it renders and no icon runtime beyond these lines. The stroke is
 * styled in Icon.module.css.
 *
 * The convention: an icon is decoration beside words, always hidden from assistive technology
 * (aria-hidden); the words name the thing. An icon-only button or link names itself with an
 * aria-label (or visually hidden words) on the button, never on the icon. Glyphs come from
 * design/icons/glyphs.ts only (lint enforces it), so the set stays small and coherent.
 */
export function Icon({ icon, size }: IconProps): ReactElement {
  return (
    <svg className={styles.icon} data-size={size} viewBox="0 0 24 24" aria-hidden="true">
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
