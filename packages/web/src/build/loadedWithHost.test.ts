// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadedWith, preloadsWithoutLoaded } from './loadedWithHost';

const chunk = (fileName: string, imports: string[] = []) => ({ fileName, imports });
const CHUNKS = new Map(
  [
    chunk('assets/index.js', ['assets/runtime.js', 'assets/react.js']),
    chunk('assets/runtime.js'),
    chunk('assets/react.js', ['assets/runtime.js']),
    chunk('assets/journey.js', ['assets/shared.js', 'assets/runtime.js']),
    chunk('assets/shared.js'),
    chunk('assets/Screen.js', ['assets/journey.js']),
  ].map((entry) => [entry.fileName, entry]),
);

describe('the chunks loaded with a running chunk', () => {
  it('are itself and what it imports statically, transitively', () => {
    expect([...loadedWith('assets/index.js', CHUNKS)].sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/runtime.js',
    ]);
    expect(loadedWith('assets/Screen.js', CHUNKS)).toEqual(
      new Set(['assets/Screen.js', 'assets/journey.js', 'assets/shared.js', 'assets/runtime.js']),
    );
  });
});

describe("a dynamic import's preloads", () => {
  /** The plugin as the build runs it: the bundle read, then each import's list resolved. */
  function resolved(host: string, dependencies: string[]): string[] {
    const preloads = preloadsWithoutLoaded();
    const generateBundle = preloads.plugin.generateBundle as (
      options: unknown,
      bundle: Record<string, unknown>,
    ) => void;
    const bundle = Object.fromEntries(
      [...CHUNKS.values()].map((entry) => [entry.fileName, { type: 'chunk', ...entry }]),
    );
    generateBundle.call({}, {}, { ...bundle, 'assets/index.css': { type: 'asset' } });
    return preloads.withoutLoaded(host, dependencies);
  }

  it('leave out what the importing chunk has loaded already', () => {
    // The entry imports a screen: the runtime is the entry's own import, the journey is not.
    expect(
      resolved('assets/index.js', [
        'assets/Screen.js',
        'assets/journey.js',
        'assets/shared.js',
        'assets/runtime.js',
      ]),
    ).toEqual(['assets/Screen.js', 'assets/journey.js', 'assets/shared.js']);
  });

  it('keep everything a chunk the bundle does not list imports', () => {
    expect(resolved('assets/unknown.js', ['assets/journey.js', 'assets/runtime.js'])).toEqual([
      'assets/journey.js',
      'assets/runtime.js',
    ]);
  });
});
