/** WCAG 2.2 contrast of two sRGB colours written as #rrggbb (or #rgb). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG's relative luminance of a #rrggbb or #rgb colour. */
export function relativeLuminance(hex: string): number {
  const digits = hex.trim().replace(/^#/, '');
  const full =
    digits.length === 3
      ? [...digits].map((digit) => digit + digit).join('')
      : digits.length === 6
        ? digits
        : null;
  if (full === null || !/^[\da-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
