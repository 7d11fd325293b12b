import { act, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type InitialEntry } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useHistoryStep } from './historyStep';

function renderStep(entry: InitialEntry = { pathname: '/schedule-actions/e/a', state: null }) {
  const traversals: boolean[] = [];
  const wrapper = ({ children }: { children: ReactNode }): ReactElement => (
    <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => ({
      step: useHistoryStep('newTime', (isCurrent) => traversals.push(isCurrent)),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
  const go = (delta: number): void => {
    act(() => {
      void result.current.navigate(delta);
    });
  };
  return { result, traversals, go };
}

describe('useHistoryStep: a screen step the browser’s Back and Forward move through', () => {
  it('entering gives the step an entry of its own at the same address, keeping the route state', () => {
    const { result, traversals } = renderStep({
      pathname: '/schedule-actions/e/a',
      search: '?x=1',
      state: { from: '/scans' },
    });
    const before = result.current.location.key;
    expect(result.current.step.isCurrent).toBe(false);
    act(() => result.current.step.enter());
    expect(result.current.location).toMatchObject({
      pathname: '/schedule-actions/e/a',
      search: '?x=1',
      state: { from: '/scans', step: 'newTime' },
    });
    expect(result.current.location.key).not.toBe(before);
    expect(result.current.step.isCurrent).toBe(true);
    // The screen moved to the step itself: entering is not a traversal.
    expect(traversals).toEqual([]);
  });

  it('Back from the step says the screen left it; Forward says it is on it again', () => {
    const { result, traversals, go } = renderStep();
    act(() => result.current.step.enter());
    go(-1);
    expect(result.current.step.isCurrent).toBe(false);
    go(1);
    expect(result.current.step.isCurrent).toBe(true);
    expect(traversals).toEqual([false, true]);
  });

  it('leaving the step goes back to the entry before it; off the step there is nothing to leave', () => {
    const { result, traversals } = renderStep();
    let left = true;
    act(() => {
      left = result.current.step.leave();
    });
    expect(left).toBe(false);
    const before = result.current.location.key;
    act(() => result.current.step.enter());
    act(() => {
      left = result.current.step.leave();
    });
    expect(left).toBe(true);
    expect(result.current.step.isCurrent).toBe(false);
    expect(result.current.location.key).toBe(before);
    expect(traversals).toEqual([false]);
  });

  it('entering while on the step adds no entry', () => {
    const { result, go } = renderStep();
    act(() => result.current.step.enter());
    const onStep = result.current.location.key;
    act(() => result.current.step.enter());
    expect(result.current.location.key).toBe(onStep);
    go(-1);
    expect(result.current.step.isCurrent).toBe(false);
  });

  it('a first render on the step’s entry (a reload) is no traversal; a foreign step name is not the step', () => {
    const reloaded = renderStep({ pathname: '/schedule-actions/e/a', state: { step: 'newTime' } });
    expect(reloaded.result.current.step.isCurrent).toBe(true);
    expect(reloaded.traversals).toEqual([]);
    const foreign = renderStep({ pathname: '/schedule-actions/e/a', state: { step: 'cancel' } });
    expect(foreign.result.current.step.isCurrent).toBe(false);
  });
});
