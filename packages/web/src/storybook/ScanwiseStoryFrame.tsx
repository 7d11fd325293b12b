import type { AppLocale } from '@scanwise/core';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ScanwiseProviders } from '../app/ScanwiseProviders';
import type { ScanwiseContainer } from '../composition/container';
import { TOKENS } from '../composition/tokens';
import { TEST_MODE_ENV, loadRuntimeConfig, type RuntimeEnv } from '../config/runtimeConfig';
import { createScanwiseI18n } from '../i18n/createScanwiseI18n';
import { drawStoryCardField } from '../screens/cardPayment/storyCardField';
import {
  allOf,
  preparePlatformScene,
  type SceneSetup,
  type SeedChange,
} from '../test/platform/platformScene';

const drawCardFields: SceneSetup = (scene) => {
  scene.ports.payment.onMount = drawStoryCardField;
};

/** Per-story settings under `parameters.scanwise`. */
export interface ScanwiseStoryParameters {
  /** Changes to the in-process platform's seeded state before it starts (a scenario). */
  readonly seed?: SeedChange;
  /** Prepares the story's platform and container (sign in, fault rules, a journey driven). */
  readonly scene?: SceneSetup;
  /** The router's location (default '/'). */
  readonly route?: string;
  /** Build variables in place of test mode's (a live Stripe key, say). */
  readonly env?: RuntimeEnv;
}

/**
 * The story's container, made by the preview's loader before the story renders: on the
 * in-process platform, seeded (with `seed`'s changes) and prepared by `scene`.
 */
export async function prepareStoryContainer(
  parameters: ScanwiseStoryParameters,
): Promise<ScanwiseContainer> {
  const config = loadRuntimeConfig({ ...(parameters.env ?? TEST_MODE_ENV), MODE: 'development' });
  const scene = await preparePlatformScene({
    config,
    seed: parameters.seed,
    // The card form's field drawn as a stand-in of the provider's frame (a scene may draw its own).
    scene: allOf(drawCardFields, parameters.scene ?? (() => undefined)),
  });
  return scene.container;
}

export interface ScanwiseStoryFrameProps {
  readonly container: ScanwiseContainer;
  readonly locale: AppLocale;
  /** The router's location (default '/'). */
  readonly route?: string | undefined;
  readonly children?: ReactNode;
}

/** The story's container, translations in the chosen locale and a memory router. */
export function ScanwiseStoryFrame({
  container,
  locale,
  route = '/',
  children,
}: ScanwiseStoryFrameProps): ReactElement {
  const i18n = useMemo(
    () => createScanwiseI18n({ locale, logger: container.get(TOKENS.logger) }),
    [locale, container],
  );
  return (
    <ScanwiseProviders container={container} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </ScanwiseProviders>
  );
}
