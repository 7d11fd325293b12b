import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Fault rules of the scenario controls: latency, an error rate or a fixed status per path.
 * One rule set is shared by the Node dispatcher (identity, hubs) and the REST app's middleware.
 */
export interface FaultRuleInput {
  /**
   * Exact path (`/members/tos`), a call's path pattern whose `:name` segments match any one
   * segment (`/packages/encounters/:encounterId`), or a prefix ending in `*` (`/packages/*`,
   * `*` for everything).
   */
  path: string;
  /** Only this method (any when omitted). */
  method?: string;
  /** Added before the answer (or before the fault). */
  latencyMs?: number;
  /** Always answer this status instead of the real answer. */
  status?: number;
  /** Fail this share of requests (0..1) with `errorStatus`. */
  errorRate?: number;
  /** Status of the failures drawn by errorRate; default 500. */
  errorStatus?: number;
  /** JSON body of the injected answer; default `{ code: 'injected_fault', message }`. */
  body?: unknown;
  /** Remove the rule after it has matched this many requests. */
  times?: number;
  /** Never answer: the request waits until the client gives up (a screen's loading state). */
  hold?: boolean;
}

export interface FaultRule extends FaultRuleInput {
  id: string;
  /** How many requests it matched so far. */
  hits: number;
}

export interface FaultDecision {
  delayMs: number;
  /** Answer nothing until the client gives up, when set. */
  hold?: boolean;
  /** Answer this instead of the real thing, when set. */
  inject?: { status: number; body: unknown };
}

/** A small deterministic PRNG (mulberry32), so error-rate runs repeat with the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const trimSlash = (p: string): string => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/** A pattern with `:name` segments matches a path with any one segment in their place. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const expected = trimSlash(pattern).split('/');
  const actual = trimSlash(pathname).split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      segment.startsWith(':') ? (actual[index] ?? '') !== '' : segment === actual[index],
    )
  );
}

const matches = (rule: FaultRuleInput, method: string, pathname: string): boolean => {
  if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  if (rule.path.endsWith('*')) return pathname.startsWith(rule.path.slice(0, -1));
  return matchesPattern(rule.path, pathname);
};

/** What the rules did since the process started (kept across clears, resets and restarts). */
export interface FaultStats {
  /** Requests held back by a latency. */
  delayed: number;
  /** Requests answered with an injected status (fixed or drawn by errorRate). */
  failed: number;
}

export class FaultRules {
  private rules: FaultRule[] = [];
  private counter = 0;
  private random: () => number;
  private totals: FaultStats = { delayed: 0, failed: 0 };

  constructor(seed = 1) {
    this.random = seededRandom(seed);
  }

  /** Restarts the error-rate draws from a seed. */
  reseed(seed: number): void {
    this.random = seededRandom(seed);
  }

  add(input: FaultRuleInput): FaultRule {
    this.counter += 1;
    const rule: FaultRule = { ...input, id: `fault_${this.counter}`, hits: 0 };
    this.rules.push(rule);
    return { ...rule };
  }

  list(): FaultRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  remove(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((rule) => rule.id !== id);
    return this.rules.length < before;
  }

  clear(): void {
    this.rules = [];
  }

  /** Faults injected so far, for a chaos run's summary. */
  stats(): FaultStats {
    return { ...this.totals };
  }

  /** What to do with a request; counts the hit and retires rules whose `times` ran out. */
  decide(method: string, pathname: string): FaultDecision | null {
    if (method.toUpperCase() === 'OPTIONS') return null; // preflights stay intact
    const matching = this.rules.filter((rule) => matches(rule, method, pathname));
    if (matching.length === 0) return null;
    const decision: FaultDecision = { delayMs: 0 };
    for (const rule of matching) {
      rule.hits += 1;
      decision.delayMs = Math.max(decision.delayMs, rule.latencyMs ?? 0);
      if (rule.hold) decision.hold = true;
      if (!decision.inject) {
        let status: number | undefined = rule.status;
        if (
          status === undefined &&
          rule.errorRate !== undefined &&
          this.random() < rule.errorRate
        ) {
          status = rule.errorStatus ?? 500;
        }
        if (status !== undefined) {
          decision.inject = {
            status,
            body: rule.body ?? {
              code: 'injected_fault',
              message: `Injected ${status} by test control ${rule.id}`,
              path: null,
            },
          };
        }
      }
      if (rule.times !== undefined && rule.hits >= rule.times) this.remove(rule.id);
    }
    if (decision.delayMs > 0 || decision.hold) this.totals.delayed += 1;
    if (decision.inject) this.totals.failed += 1;
    return decision;
  }
}

export const sleep = (ms: number): Promise<void> =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** Settles when the signal aborts (the client gave up); never without one. */
export const untilAborted = (signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted) resolve();
    else signal?.addEventListener('abort', () => resolve(), { once: true });
  });

/** The rules as a Hono middleware (the REST app in msw mode, in-process, or standalone). */
export function faultMiddleware(rules: FaultRules): MiddlewareHandler {
  return async (c, next) => {
    const decision = rules.decide(c.req.method, new URL(c.req.url).pathname);
    if (!decision) return next();
    if (decision.hold) {
      await untilAborted(c.req.raw.signal);
      return c.body(null, 499 as ContentfulStatusCode);
    }
    await sleep(decision.delayMs);
    if (decision.inject) {
      const { status, body } = decision.inject;
      const empty = status === 204 || status === 205 || status === 304;
      return c.newResponse(
        empty ? null : JSON.stringify(body),
        status as ContentfulStatusCode,
        empty ? {} : { 'Content-Type': 'application/json' },
      );
    }
    return next();
  };
}
