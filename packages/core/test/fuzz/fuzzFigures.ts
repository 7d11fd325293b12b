/// <reference types="node" />
// Shared by the boundary fuzz suite, which prints the count of inputs tried: counts every
// input a property is fed, per boundary, and writes the counts to reports/figures/ (git-ignored)
// after each file, where scripts/figures.mjs prints them after `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

/** Runs per property; FUZZ_RUNS overrides (the default keeps the suite under a minute on 2 cores). */
export const FUZZ_RUNS = Number(process.env['FUZZ_RUNS'] ?? '') || 150;

export interface BoundaryFigures {
  /** Inputs fed to the boundary (one per property run). */
  inputs: number;
  /** Inputs whose check threw: a throw that escaped, or a broken invariant. Must stay 0. */
  escapes: number;
  /** Properties run against the boundary. */
  properties: number;
  /** Runs per property (numRuns of fast-check). */
  numRuns: number;
}

const figures = new Map<string, BoundaryFigures>();

const figuresOf = (boundary: string): BoundaryFigures => {
  let entry = figures.get(boundary);
  if (entry === undefined) {
    entry = { inputs: 0, escapes: 0, properties: 0, numRuns: 0 };
    figures.set(boundary, entry);
  }
  return entry;
};

/** Counts one input of `boundary` fed inside a property (e.g. each push of a sequence). */
export function countInput(boundary: string): void {
  figuresOf(boundary).inputs += 1;
}

/** Wraps a property body so each call counts as one input of `boundary` (and a throw as an escape). */
export function counted<A extends unknown[], R>(
  boundary: string,
  check: (...args: A) => R,
): (...args: A) => R {
  const entry = figuresOf(boundary);
  entry.properties += 1;
  return (...args: A): R => {
    entry.inputs += 1;
    try {
      const result = check(...args);
      if (result instanceof Promise) {
        return result.catch((error: unknown) => {
          entry.escapes += 1;
          throw error;
        }) as R;
      }
      return result;
    } catch (error) {
      entry.escapes += 1;
      throw error;
    }
  };
}

/** fc.assert over a synchronous property, counted under `boundary`. */
export function fuzz<Ts extends [unknown, ...unknown[]]>(
  boundary: string,
  arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> },
  check: (...args: Ts) => void,
  numRuns = FUZZ_RUNS,
): void {
  figuresOf(boundary).numRuns = numRuns;
  fc.assert(fc.property(...arbitraries, counted(boundary, check)), { numRuns });
}

/** fc.assert over an asynchronous property, counted under `boundary`. */
export async function fuzzAsync<Ts extends [unknown, ...unknown[]]>(
  boundary: string,
  arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> },
  check: (...args: Ts) => Promise<void>,
  numRuns = FUZZ_RUNS,
): Promise<void> {
  figuresOf(boundary).numRuns = numRuns;
  await fc.assert(fc.asyncProperty(...arbitraries, counted(boundary, check)), { numRuns });
}

const reportsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'reports');

/** Writes this file's counts to reports/figures/fuzz-<suite>.json (call in afterAll). */
export function writeFuzzFigures(suite: string): void {
  const dir = join(reportsDir, 'figures');
  mkdirSync(dir, { recursive: true });
  const boundaries = Object.fromEntries(figures);
  writeFileSync(
    join(dir, `fuzz-${suite}.json`),
    `${JSON.stringify({ suite, numRuns: FUZZ_RUNS, boundaries }, null, 2)}\n`,
  );
}

// ---- Hostile values ------------------------------------------------------------------------

/** Strings that have broken parsers, templates, URLs and object keys elsewhere. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '//evil.example/path',
  'https://evil.example/',
  '\\\\evil.example',
  '../../etc/passwd',
  '%',
  '%E0%A4%A',
  '%00',
  '\u0000',
  '\uD800',
  '\u202E\u0041',
  '💥🩻',
  "' OR 1=1 --",
  '{{7*7}}',
  '${7*7}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
  '2026-02-30T25:61:00Z',
  '{"__proto__":{"polluted":true}}',
  '[]',
  '{}',
  'a'.repeat(20_000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** JSON objects carrying prototype-pollution keys as own properties (as JSON.parse makes them). */
const POLLUTION_JSON = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":{"__proto__":{"polluted":true}},"__proto__":[]}',
];
export const pollutingObject: fc.Arbitrary<unknown> = fc
  .constantFrom(...POLLUTION_JSON)
  .map((text) => JSON.parse(text) as unknown);

/** Any value a hostile sender could produce: wrong types, deep nesting, huge arrays, pollution keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.anything({ maxDepth: 3, withNullPrototype: true }) },
  { weight: 2, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: pollutingObject },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, 0, -0, NaN, Infinity, true, [], {}) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1_000, max: 5_000 })
      .map((length): string[] => Array<string>(length).fill('x')),
  },
);

/** `base` with one top-level field replaced by a hostile value, added, or removed. */
export function mutated(base: unknown): fc.Arbitrary<unknown> {
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return hostileValue;
  const record = base as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 0) return hostileValue;
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...keys), hostileValue)
      .map(([key, value]) => ({ ...record, [key]: value })),
    fc.constantFrom(...keys).map((key) => {
      const copy: Record<string, unknown> = { ...record };
      delete copy[key];
      return copy;
    }),
    fc.tuple(hostileString, hostileValue).map(([key, value]) => {
      const copy: Record<string, unknown> = { ...record };
      Object.defineProperty(copy, key, {
        value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
      return copy;
    }),
  );
}

/** Whether Object.prototype picked up a key (a pollution that escaped). */
export function prototypePolluted(): boolean {
  return (
    ({} as Record<string, unknown>)['polluted'] !== undefined ||
    Object.getOwnPropertyNames(Object.prototype).includes('polluted')
  );
}
