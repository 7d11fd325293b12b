import type { ResourceLanguage } from 'i18next';
import { SHELL_EN_GB, SHELL_EN_US } from './resources/shell';

/**
 * The strings that load with the entry: the shell and shared primitives, and the frame's (route
 * loading and error screens, the navigation guard). Every area loads with its route
 * (./areaStrings.ts), the sign-in page's too; the consent banner's with its panel.
 */
export const EAGER_EN_US: ResourceLanguage = { ...SHELL_EN_US };

export const EAGER_EN_GB: ResourceLanguage = { ...SHELL_EN_GB };

/** The top-level keys of the eager strings (the areas and shell groups always present). */
export const EAGER_KEYS: readonly string[] = Object.keys(EAGER_EN_US);
