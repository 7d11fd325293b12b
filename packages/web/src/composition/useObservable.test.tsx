import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject, Observable, Subject } from 'rxjs';
import { Component, StrictMode, useState, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useObservable } from './useObservable';

/** A subject that counts its subscriptions, to prove the hook subscribes once. */
function countingSubject<T>(initial: T): {
  subject: BehaviorSubject<T>;
  observable: Observable<T>;
  counts: { subscribed: number; unsubscribed: number };
} {
  const subject = new BehaviorSubject(initial);
  const counts = { subscribed: 0, unsubscribed: 0 };
  const observable = new Observable<T>((subscriber) => {
    counts.subscribed += 1;
    const inner = subject.subscribe(subscriber);
    return () => {
      counts.unsubscribed += 1;
      inner.unsubscribe();
    };
  });
  return { subject, observable, counts };
}

describe('useObservable', () => {
  it('renders the store snapshot on the very first render when getSnapshot is given', () => {
    const subject = new BehaviorSubject('first');
    const seen: string[] = [];
    function Probe(): ReactElement {
      const value = useObservable(subject.asObservable(), () => subject.getValue());
      seen.push(value);
      return <p>{value}</p>;
    }
    render(<Probe />);
    expect(seen[0]).toBe('first');
    expect(screen.getByText('first')).toBeInTheDocument();
  });

  it('re-renders on every new value', () => {
    const subject = new BehaviorSubject(1);
    function Probe(): ReactElement {
      return <p>count {useObservable(subject, () => subject.getValue())}</p>;
    }
    render(<Probe />);
    act(() => subject.next(2));
    expect(screen.getByText('count 2')).toBeInTheDocument();
    act(() => subject.next(3));
    expect(screen.getByText('count 3')).toBeInTheDocument();
  });

  it('without getSnapshot shows the latest emission, undefined before the first', () => {
    const subject = new Subject<string>();
    function Probe(): ReactElement {
      return <p>{useObservable(subject) ?? 'nothing yet'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
    act(() => subject.next('hello'));
    expect(screen.getByText('hello')).toBeInTheDocument();
  });

  it('picks up a BehaviorSubject value replayed on subscribe, without getSnapshot', () => {
    const replayed$ = new BehaviorSubject('replayed').asObservable();
    function Probe(): ReactElement {
      return <p>{useObservable(replayed$) ?? 'nothing yet'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('replayed')).toBeInTheDocument();
  });

  it('subscribes once however often the component re-renders, and unsubscribes on unmount', () => {
    const { subject, observable, counts } = countingSubject(0);
    let rerender: (() => void) | undefined;
    function Probe(): ReactElement {
      const [, setTick] = useState(0);
      rerender = () => setTick((tick) => tick + 1);
      return <p>value {useObservable(observable, () => subject.getValue())}</p>;
    }
    const view = render(<Probe />);
    for (let i = 0; i < 5; i++) act(() => rerender?.());
    act(() => subject.next(7));
    expect(screen.getByText('value 7')).toBeInTheDocument();
    expect(counts.subscribed).toBe(1);
    view.unmount();
    expect(counts.unsubscribed).toBe(1);
    expect(subject.observed).toBe(false);
  });

  it('keeps one live subscription under StrictMode double rendering', () => {
    const { subject, observable, counts } = countingSubject('a');
    function Probe(): ReactElement {
      return <p>{useObservable(observable, () => subject.getValue())}</p>;
    }
    const view = render(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
    expect(counts.subscribed - counts.unsubscribed).toBe(1);
    view.unmount();
    expect(counts.subscribed - counts.unsubscribed).toBe(0);
  });

  it('moves to a new observable when the argument changes', () => {
    const first = new BehaviorSubject('from first');
    const second = new BehaviorSubject('from second');
    function Probe({ source }: { source: BehaviorSubject<string> }): ReactElement {
      return <p>{useObservable(source) ?? 'none'}</p>;
    }
    const view = render(<Probe source={first} />);
    expect(screen.getByText('from first')).toBeInTheDocument();
    view.rerender(<Probe source={second} />);
    expect(screen.getByText('from second')).toBeInTheDocument();
    expect(first.observed).toBe(false);
    act(() => second.next('second again'));
    expect(screen.getByText('second again')).toBeInTheDocument();
  });

  it('never tears: siblings rendered in one pass see the same value', () => {
    const subject = new BehaviorSubject(0);
    const rendered: number[][] = [];
    let pass: number[] = [];
    function Reader(): ReactElement {
      const value = useObservable(subject, () => subject.getValue());
      pass.push(value);
      return <span>{value}</span>;
    }
    function Pair(): ReactElement {
      pass = [];
      return (
        <>
          <Reader />
          <Reader />
        </>
      );
    }
    render(<Pair />);
    rendered.push(pass.slice());
    act(() => subject.next(1));
    rendered.push(pass.slice(-2));
    for (const values of rendered) expect(new Set(values).size).toBe(1);
  });

  it('throws the stream error during render so an error boundary can show it', () => {
    const subject = new Subject<string>();
    function Probe(): ReactElement {
      return <p>{useObservable(subject) ?? 'waiting'}</p>;
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <CaughtErrorBoundary>
        <Probe />
      </CaughtErrorBoundary>,
    );
    act(() => subject.error(new Error('stream broke')));
    expect(screen.getByRole('alert')).toHaveTextContent('stream broke');
    quiet.mockRestore();
  });
});

class CaughtErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }
  override render(): ReactNode {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
