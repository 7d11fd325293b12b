import type { AppLocale } from '@scanwise/core';
import type { ReactElement } from 'react';
import type { SceneSetup, SeedChange } from '../../../test/platform/platformScene';
import { screenOnPlatform } from '../../../test/screenOnPlatform';
import type { RenderedOnPlatform } from '../../../test/renderOnPlatform';

export interface RenderScreenOptions {
  /** The route pattern the screen answers on. */
  readonly path: string;
  /** The entry the router starts at (default `path`). */
  readonly route?: string;
  readonly locale?: AppLocale;
  /** Changes to the platform's seeded state before it starts. */
  readonly seed?: SeedChange | undefined;
  /** Prepares the scene before the first render (a screen may call the platform on mount). */
  readonly scene?: SceneSetup | undefined;
}

/**
 * Test support for the account and sign-up screens: renders `screen` at `path` as the app would
 * (container on the in-process platform, translations, a memory router), with a location probe
 * on every other path.
 */
export function renderScreen(
  screen: ReactElement,
  { path, route = path, locale = 'en-us', seed, scene }: RenderScreenOptions,
): Promise<RenderedOnPlatform> {
  return screenOnPlatform(screen, { path, route, locale, seed, scene, probeOtherPaths: true });
}
