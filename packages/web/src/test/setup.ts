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

// jsdom has the <dialog> element but not its modal behaviour: showModal opens it, close closes it
// with a 'close' event, and Escape (unless its keydown is cancelled) sends the topmost open
// dialog a cancelable 'cancel' first, closing it unless that is cancelled, as browsers do.
// (Files that run in the node environment have no DOM at all.)
if (
  typeof HTMLDialogElement !== 'undefined' &&
  typeof HTMLDialogElement.prototype.showModal !== 'function'
) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement): void {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement): void {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = [...document.querySelectorAll('dialog[open]')].at(-1);
    if (
      dialog instanceof HTMLDialogElement &&
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }))
    ) {
      dialog.close();
    }
  });
}

afterEach(() => {
  cleanup();
});

// findBy and waitFor wait for the DOM to settle; on a shared 2-core CI a lazy chunk or a
// store update can take longer than the library's one second.
configure({ asyncUtilTimeout: 5_000 });

// Portable stories (composeStories) get the same decorators and globals as Storybook.
setProjectAnnotations(scanwisePreview);
