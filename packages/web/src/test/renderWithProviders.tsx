import type { AppLocale } from '@scanwise/core';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ScanwiseProviders } from '../app/ScanwiseProviders';
import { createScanwiseContainer, type ScanwiseContainer } from '../composition/container';
import { createFakeScanwisePorts, type FakeScanwisePorts } from '../composition/fakeScanwisePorts';
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

/**
 * Prepares per-call fakes before the first render: the screens whose tests still answer each
 * call by hand (on `FakeHttp`) rather than through the in-process platform.
 */
export type PrepareFakes = (services: ScanwiseContainer, ports: FakeScanwisePorts) => void;

interface CommonOptions {
  readonly locale?: AppLocale | undefined;
  readonly route?: string | undefined;
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

/** On per-call fakes: `setup` answers each call by hand. */
export interface FakesRenderOptions extends CommonOptions {
  readonly setup?: PrepareFakes | undefined;
}

interface Rendered extends RenderResult {
  readonly container: HTMLElement;
  readonly services: ScanwiseContainer;
  readonly user: UserEvent;
}

/** Rendered on the in-process platform. */
export interface RenderedOnPlatform extends Rendered {
  readonly scene: PlatformScene;
  readonly ports: PlatformPorts;
}

/** Rendered on per-call fakes. */
export interface RenderedOnFakes extends Rendered {
  readonly ports: FakeScanwisePorts;
}

/** Rendered on per-call fakes (the name the screens' tests not on the platform yet use). */
export type RenderedWithProviders = RenderedOnFakes;

function renderIn(
  ui: ReactElement,
  services: ScanwiseContainer,
  { locale = 'en-us', route = '/' }: CommonOptions,
): { result: RenderResult; user: UserEvent } {
  const i18n = createScanwiseI18n({ locale, logger: services.get(TOKENS.logger) });
  const user = userEvent.setup();
  const result = render(
    <ScanwiseProviders container={services} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
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

/**
 * Renders a component as the app would, on per-call fakes that `setup` answers by hand: for the
 * screens whose tests are not on the in-process platform yet.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: FakesRenderOptions = {},
): RenderedOnFakes {
  const ports = createFakeScanwisePorts();
  const services = createScanwiseContainer({ config: loadRuntimeConfig(TEST_MODE_ENV), ports });
  options.setup?.(services, ports);
  const { result, user } = renderIn(ui, services, options);
  return { ...result, services, ports, user };
}
