import type { AppLocale } from '@scanwise/core';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ScanwiseProviders } from '../app/ScanwiseProviders';
import type { ScanwiseContainer } from '../composition/container';
import { TOKENS } from '../composition/tokens';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../config/runtimeConfig';
import { createScanwiseI18n } from '../i18n/createScanwiseI18n';
import {
  preparePlatformScene,
  type PlatformScene,
  type SceneSetup,
  type SeedChange,
} from './platform/platformScene';
import type { PlatformPorts } from './platform/platformPorts';

interface CommonOptions {
  readonly locale?: AppLocale | undefined;
  readonly route?: string | undefined;
  /** A page before `route` in the history: where the browser's Back leaves to. */
  readonly cameFrom?: string | undefined;
}

/** On the in-process platform: a scenario from the seed, faults and sign-in. */
export interface PlatformRenderOptions extends CommonOptions {
  /** Changes to the seeded state before the platform starts. */
  readonly seed?: SeedChange | undefined;
  /** Prepares the scene before the first render (sign in, fault rules, a journey driven). */
  readonly scene?: SceneSetup | undefined;
  /** A reload: a new app over an earlier render's platform and device (storage, identity). */
  readonly reopen?: PlatformScene | undefined;
}

/** Rendered on the in-process platform: the scene, its container and ports, a user. */
export interface RenderedOnPlatform extends RenderResult {
  readonly container: HTMLElement;
  readonly services: ScanwiseContainer;
  readonly user: UserEvent;
  readonly scene: PlatformScene;
  readonly ports: PlatformPorts;
}

function renderIn(
  ui: ReactElement,
  services: ScanwiseContainer,
  { locale = 'en-us', route = '/', cameFrom }: CommonOptions,
): { result: RenderResult; user: UserEvent } {
  const i18n = createScanwiseI18n({ locale, logger: services.get(TOKENS.logger) });
  const user = userEvent.setup();
  const result = render(
    <ScanwiseProviders container={services} i18n={i18n}>
      <MemoryRouter initialEntries={cameFrom === undefined ? [route] : [cameFrom, route]}>
        {ui}
      </MemoryRouter>
    </ScanwiseProviders>,
  );
  return { result, user };
}

/**
 * Renders a component as the app would, on the in-process mock platform (seeded, with its fault
 * rules): its container, translations and a memory router. Resolves once `scene` has prepared
 * the platform and the first render is done.
 */
export async function renderOnPlatform(
  ui: ReactElement,
  options: PlatformRenderOptions = {},
): Promise<RenderedOnPlatform> {
  const scene = await preparePlatformScene({
    config: loadRuntimeConfig(TEST_MODE_ENV),
    seed: options.seed,
    scene: options.scene,
    reopen: options.reopen,
  });
  const { result, user } = renderIn(ui, scene.container, options);
  return { ...result, services: scene.container, ports: scene.ports, scene, user };
}
