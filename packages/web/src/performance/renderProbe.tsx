import { Profiler, createContext, useContext, type ReactElement, type ReactNode } from 'react';

/** What React's Profiler reports for one commit of a probed item. */
export interface RenderProbeSample {
  readonly id: string;
  readonly phase: 'mount' | 'update' | 'nested-update';
  readonly actualDurationMs: number;
}

/** Receives the Profiler samples of every probed item (load tests and the React DevTools' kin). */
export interface RenderProbe {
  record(sample: RenderProbeSample): void;
}

const RenderProbeContext = createContext<RenderProbe | null>(null);

/**
 * Turns on render measurement below it. The app never mounts it: without a probe, list items
 * render with no Profiler at all, so production pays nothing.
 */
export const RenderProbeProvider = RenderProbeContext.Provider;

/**
 * Wraps one list item in React's Profiler when a probe is present. Place it inside the memoised
 * item, so a bailed-out item reports nothing and a re-rendered one reports exactly one sample.
 */
export function ProbedItem({
  id,
  children,
}: {
  readonly id: string;
  readonly children: ReactNode;
}): ReactElement {
  const probe = useContext(RenderProbeContext);
  if (probe === null) return <>{children}</>;
  return (
    <Profiler
      id={id}
      onRender={(profiledId, phase, actualDuration) =>
        probe.record({ id: profiledId, phase, actualDurationMs: actualDuration })
      }
    >
      {children}
    </Profiler>
  );
}
