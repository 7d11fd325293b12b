import { StateCell } from '@scanwise/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStore } from './useStore';

function Count({ store }: { readonly store: StateCell<number> }): React.JSX.Element {
  return <output>{useStore(store)}</output>;
}

describe('useStore', () => {
  it('renders the store state on the first render and every change after it', () => {
    const store = new StateCell(1);
    render(<Count store={store} />);
    expect(screen.getByRole('status')).toHaveTextContent('1');
    act(() => {
      store.set(2);
    });
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('stops listening once the component unmounts', () => {
    const store = new StateCell(1);
    let listeners = 0;
    const counted = {
      state$: store.state$,
      getSnapshot: store.getSnapshot,
      subscribe: (listener: (state: number) => void) => {
        listeners += 1;
        const unsubscribe = store.subscribe(listener);
        return () => {
          listeners -= 1;
          unsubscribe();
        };
      },
    };
    function Counted(): React.JSX.Element {
      return <output>{useStore(counted)}</output>;
    }
    const { unmount } = render(<Counted />);
    expect(listeners).toBe(1);
    unmount();
    expect(listeners).toBe(0);
  });
});
