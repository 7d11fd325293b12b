/**
 * The accessibility rules the app is held to: WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe's
 * tags). The e2e suite (e2e/support/axe.ts) and Storybook's accessibility panel use the same.
 */
export const AXE_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
