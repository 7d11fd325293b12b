// Component tests: jest-dom matchers, a clean DOM after each test, and what jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react';
import { afterEach } from 'vitest';
import { scanwisePreview } from '../storybook/scanwisePreview';

// react-aria's modals call CSS.escape, which jsdom does not implement (toolchain.md).
if (typeof globalThis.CSS === 'undefined') {
  (globalThis as { CSS?: unknown }).CSS = {};
}
if (typeof CSS.escape !== 'function') {
  // Enough for the ids react-aria generates: escape everything but word characters and '-'.
  CSS.escape = (value: string): string => value.replace(/[^\w-]/g, (match) => `\\${match}`);
}

afterEach(() => {
  cleanup();
});

// findBy and waitFor wait for the DOM to settle; on a shared 2-core CI a lazy chunk or a
// store update can take longer than the library's one second.
configure({ asyncUtilTimeout: 5_000 });

// Portable stories (composeStories) get the same decorators and globals as Storybook.
setProjectAnnotations(scanwisePreview);
