import type { AppLocale } from '@scanwise/core';
import type { ReactElement } from 'react';
import { renderScreenAt } from '../../../test/renderScreenAt';
import type { PrepareFakes, RenderedWithProviders } from '../../../test/renderWithProviders';

export interface RenderScreenOptions {
  /** The route pattern the screen answers on. */
  readonly path: string;
  /** The entry the router starts at (default `path`). */
  readonly route?: string;
  readonly locale?: AppLocale;
  /** Prepares the fakes before the first render (a screen may call the platform on mount). */
  readonly setup?: PrepareFakes;
}

/**
 * Test support for the account screens: renders `screen` at `path` as the app would (container
 * on fakes, translations, a memory router), with a location probe on every other path.
 */
export function renderScreen(
  screen: ReactElement,
  { path, route = path, locale = 'en-us', setup }: RenderScreenOptions,
): RenderedWithProviders {
  return renderScreenAt(screen, { path, route, locale, setup, probeOtherPaths: true });
}

/** The JSON body a fake platform request carried (undefined when it had none). */
export function jsonBody(request: { readonly body?: unknown } | undefined): unknown {
  const body = request?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}
