import { act, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScanwiseContainer } from '../composition/container';
import { createFakeScanwisePorts } from '../composition/fakeScanwisePorts';
import { ServiceContainerProvider } from '../composition/ServiceContainerProvider';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../config/runtimeConfig';
import { useSafeNavigate } from './useSafeNavigate';

function renderNavigator(path: string) {
  const ports = createFakeScanwisePorts();
  const container = createScanwiseContainer({ config: loadRuntimeConfig(TEST_MODE_ENV), ports });
  const wrapper = ({ children }: { children: ReactNode }): ReactElement => (
    <ServiceContainerProvider container={container}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </ServiceContainerProvider>
  );
  const { result } = renderHook(() => ({ safe: useSafeNavigate(), location: useLocation() }), {
    wrapper,
  });
  const debugLines = (): string[] =>
    ports.logger.entries.filter((entry) => entry.level === 'debug').map((entry) => entry.message);
  return { result, debugLines };
}

describe('useSafeNavigate: "Duplicate and cancelled navigations are ignored" (spec section 2)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a navigation to where the app already is starts nothing', () => {
    const { result, debugLines } = renderNavigator('/reports?tab=new');
    const before = result.current.location.key;
    let started = true;
    act(() => {
      started = result.current.safe.navigate('/reports/?tab=new');
    });
    expect(started).toBe(false);
    expect(result.current.location.key).toBe(before);
    expect(debugLines()).toEqual(['Duplicate navigation ignored']);
  });

  it('a navigation overtaken by a newer one is dropped without an error; a repeat of the one under way starts nothing', () => {
    const errors = vi.spyOn(console, 'error');
    const { result, debugLines } = renderNavigator('/');
    const started: boolean[] = [];
    act(() => {
      const { navigate } = result.current.safe;
      started.push(navigate('/reports'));
      started.push(navigate('/reports'));
      started.push(navigate('/invoices'));
    });
    expect(started).toEqual([true, false, true]);
    expect(result.current.location.pathname).toBe('/invoices');
    expect(result.current.safe.isNavigating()).toBe(false);
    expect(debugLines()).toEqual(['Duplicate navigation ignored']);
    expect(errors).not.toHaveBeenCalled();
  });
});
