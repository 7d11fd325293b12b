import { act, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  BrowserRouter,
  MemoryRouter,
  useLocation,
  useNavigate,
  type InitialEntry,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useStepHistory } from './stepHistory';

const isStep = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 3;

/**
 * A screen on /flow with steps 0 to 3 that goes where history tells it (as a use case that allows
 * every step would), after a page the member came from.
 */
function renderSteps(entry: InitialEntry = { pathname: '/flow', state: { from: '/scans' } }) {
  const traversals: number[] = [];
  const wrapper = ({ children }: { children: ReactNode }): ReactElement => (
    <MemoryRouter initialEntries={['/scans', entry]} initialIndex={1}>
      {children}
    </MemoryRouter>
  );
  let screenStep = 0;
  const { result, rerender } = renderHook(
    ({ step }: { step: number }) => ({
      history: useStepHistory(step, isStep, (to) => {
        traversals.push(to);
        screenStep = to;
      }),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper, initialProps: { step: 0 } },
  );
  /** The screen moves to a step of its own accord (Continue, its Back button, Edit). */
  const move = (step: number): void => {
    screenStep = step;
    rerender({ step });
  };
  /** The browser's Back (-1) or Forward (1); the screen then shows the step it was told. */
  const go = (delta: number): void => {
    act(() => {
      void result.current.navigate(delta);
    });
    rerender({ step: screenStep });
  };
  const where = () => ({
    pathname: result.current.location.pathname,
    state: result.current.location.state as unknown,
  });
  return { result, traversals, move, go, where };
}

describe('useStepHistory: a screen’s steps that the browser’s Back and Forward move through', () => {
  it('marks the entry the screen opens on with its step, keeping the route state, adding no entry', () => {
    const { where, go } = renderSteps();
    expect(where()).toEqual({ pathname: '/flow', state: { from: '/scans', step: 0 } });
    go(-1);
    expect(where().pathname).toBe('/scans');
  });

  it('a move to a new step adds an entry at the same address; Back tells the screen the step before, Forward the one after', () => {
    const { where, move, go, traversals } = renderSteps();
    move(1);
    move(2);
    expect(where()).toEqual({
      pathname: '/flow',
      state: { from: '/scans', step: 2, stepFrom: 1, stepDepth: 2 },
    });
    go(-1);
    go(-1);
    expect(traversals).toEqual([1, 0]);
    go(1);
    expect(traversals).toEqual([1, 0, 1]);
    expect(where().state).toMatchObject({ step: 1 });
    go(-1);
    go(-1);
    expect(where().pathname).toBe('/scans');
  });

  it('a move back to the step the entry was entered from goes back in history, so Back then leaves', () => {
    const { where, move, go, traversals } = renderSteps();
    move(1);
    move(0);
    expect(where().state).toEqual({ from: '/scans', step: 0 });
    // The landing of that Back is the hook's own: the screen, on that step already, is told nothing.
    expect(traversals).toEqual([]);
    go(-1);
    expect(where().pathname).toBe('/scans');
  });

  it('a jump to another step (an Edit from the review) adds an entry, and Back returns to where it jumped from', () => {
    const { where, move, go, traversals } = renderSteps();
    move(1);
    move(3);
    move(0);
    expect(where().state).toMatchObject({ step: 0, stepFrom: 3, stepDepth: 3 });
    go(-1);
    expect(traversals).toEqual([3]);
  });

  it('rewinds to the entry the screen opened on, so the next Back leaves the screen', () => {
    const { result, where, move, go } = renderSteps();
    move(1);
    move(2);
    act(() => result.current.history.rewind());
    expect(where().state).toEqual({ from: '/scans', step: 0 });
    go(-1);
    expect(where().pathname).toBe('/scans');
  });

  it('a first render on a step’s entry (a reload) tells nothing; a value that is not a step is none', () => {
    const reloaded = renderSteps({ pathname: '/flow', state: { step: 0 } });
    expect(reloaded.traversals).toEqual([]);
    expect(reloaded.where().state).toEqual({ step: 0 });
    const foreign = renderSteps({ pathname: '/flow', state: { step: 'review' } });
    expect(foreign.where().state).toEqual({ step: 0 });
  });

  it('a step opened again before the browser has gone back from it stays open, with its entry', async () => {
    // A browser goes back later than it is asked to (the popstate event comes in a later task):
    // a question closed and at once opened again must not be closed by that late Back.
    window.history.replaceState(null, '', '/flow');
    const traversals: number[] = [];
    const { result, rerender } = renderHook(
      ({ step }: { step: number }) => ({
        history: useStepHistory(step, isStep, (to) => traversals.push(to)),
        location: useLocation(),
      }),
      { wrapper: BrowserRouter, initialProps: { step: 0 } },
    );
    rerender({ step: 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.location.state).toMatchObject({ step: 1, stepFrom: 0 });
    rerender({ step: 0 });
    rerender({ step: 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(traversals).toEqual([]);
    expect(result.current.location.state).toMatchObject({ step: 1, stepFrom: 0, stepDepth: 1 });
    // The member's own Back then closes it.
    act(() => window.history.back());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(traversals).toEqual([0]);
  });
});
