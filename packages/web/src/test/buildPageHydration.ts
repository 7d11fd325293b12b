import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { BEFORE_HYDRATION_SCRIPT } from '../prerender/beforeHydration';
import { PRERENDERED_ROOT_ATTRIBUTE } from '../startup/prerenderedRoot';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** How a test builds the page the browser reads: the build's markup in #root. */
export interface BuildPageOptions {
  /** The address the build rendered the page for (its `data-prerendered` attribute). */
  readonly renderedFor?: string;
  /** Runs the page's before-hydration script as the browser does when it reads the page. */
  readonly beforeHydrationScript?: boolean;
}

/** A test's own React root over a page the build rendered, cleaned up after each test. */
export interface BuildPageHydration {
  /** Puts the build's markup in the document as #root and returns it. */
  page(html: string, options?: BuildPageOptions): HTMLElement;
  /**
   * Hydrates the page with `tree`, its effects run: what React complained of (a mismatch between
   * the markup and the tree's first render, a recoverable error), with development React.
   */
  hydrate(tree: ReactElement): Promise<unknown[]>;
  /** The root hydrated last, for a test that hydrates in its own way. */
  adopt(root: Root): void;
}

/**
 * For tests that hydrate a page from the build's markup with React's own roots (hydrateRoot):
 * each update inside act, the page and its root removed after each test. Call once per file.
 */
export function buildPageHydration(): BuildPageHydration {
  let root: Root | undefined;
  let page: HTMLElement | undefined;
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = undefined;
  });
  afterEach(() => {
    act(() => root?.unmount());
    page?.remove();
    root = undefined;
    page = undefined;
  });
  return {
    page(html, options = {}) {
      page = document.createElement('div');
      page.id = 'root';
      if (options.renderedFor !== undefined) {
        page.setAttribute(PRERENDERED_ROOT_ATTRIBUTE, options.renderedFor);
      }
      page.innerHTML = html;
      document.body.append(page);
      if (options.beforeHydrationScript) {
        const script = document.createElement('script');
        script.textContent = BEFORE_HYDRATION_SCRIPT;
        document.body.append(script);
        script.remove();
      }
      return page;
    },
    async hydrate(tree) {
      if (page === undefined) throw new Error('hydrate: no build page yet (call page() first)');
      const target = page;
      const complaints: unknown[] = [];
      const errors = vi.spyOn(console, 'error').mockImplementation((...args) => {
        complaints.push(args);
      });
      try {
        await act(async () => {
          root = hydrateRoot(target, tree, {
            onRecoverableError: (error) => complaints.push(error),
          });
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
      } finally {
        errors.mockRestore();
      }
      return complaints;
    },
    adopt(adopted) {
      root = adopted;
    },
  };
}
