import { composeStories } from '@storybook/react';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

// Every story of the web app, rendered through Storybook's portable stories with the same
// decorators as Storybook itself: a story that throws or renders nothing fails `npm test`.
type StoryModule = Parameters<typeof composeStories>[0];
interface PortableStory {
  (): ReactElement;
  /** Runs the loaders (the preview's prepares the story's container on the platform). */
  load: () => Promise<void>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
}
const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

describe('every story renders', () => {
  it('finds the stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(11);
  });

  for (const [file, module] of Object.entries(modules)) {
    const stories = Object.entries(
      composeStories(module) as unknown as Record<string, PortableStory>,
    );
    describe(file.replace(/^.*\//, ''), () => {
      for (const [name, Story] of stories) {
        it(name, async () => {
          await Story.load();
          // Awaited act: a story that suspends (React's `use`) renders again once it settles.
          let container!: HTMLElement;
          await act(() => {
            container = render(<Story />).container;
            return Promise.resolve();
          });
          if (Story.play) await Story.play({ canvasElement: container });
          // Content lands in the canvas or, for modals and popovers, in a portal on body.
          const portals = document.body.children.length - 1;
          expect(container.innerHTML !== '' || portals > 0).toBe(true);
          cleanup();
        });
      }
    });
  }
});
