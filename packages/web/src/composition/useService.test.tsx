import { ToastMachine } from '@scanwise/core';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../config/runtimeConfig';
import { createScanwiseContainer } from './container';
import { createFakeScanwisePorts } from './fakeScanwisePorts';
import { ServiceContainerProvider } from './ServiceContainerProvider';
import { TOKENS } from './tokens';
import { useService } from './useService';

const makeContainer = (): ReturnType<typeof createScanwiseContainer> =>
  createScanwiseContainer({
    config: loadRuntimeConfig(TEST_MODE_ENV),
    ports: createFakeScanwisePorts(),
  });

describe('useService', () => {
  it('resolves the service bound to a token from the provided container', () => {
    const container = makeContainer();
    function Probe(): ReactElement {
      const config = useService(TOKENS.runtimeConfig);
      return <p>{config.platformUrl}</p>;
    }
    render(
      <ServiceContainerProvider container={container}>
        <Probe />
      </ServiceContainerProvider>,
    );
    expect(screen.getByText('http://localhost:4000')).toBeInTheDocument();
  });

  it('returns the same singleton on every render and in every component', () => {
    const container = makeContainer();
    const wrapper = ({ children }: { children: ReactNode }): ReactElement => (
      <ServiceContainerProvider container={container}>{children}</ServiceContainerProvider>
    );
    const { result, rerender } = renderHook(() => useService(TOKENS.toastMachine), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first).toBeInstanceOf(ToastMachine);
    expect(container.get(TOKENS.toastMachine)).toBe(first);
  });

  it('says which provider is missing when used outside one', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useService(TOKENS.eventBus))).toThrow(
      /useService\(scanwise\.eventBus\) needs a ServiceContainerProvider/,
    );
    quiet.mockRestore();
  });
});
