import { defineProject } from 'vitest/config';
import { FILES_THAT_NEED_ISOLATION, webProject } from './vitest.config.ts';

// The web test files that cannot share a worker's module graph and document (vitest.config.ts
// FILES_THAT_NEED_ISOLATION says which and why), each in a fresh jsdom and module graph.
export default defineProject(
  webProject({
    name: 'web-isolated',
    include: [...FILES_THAT_NEED_ISOLATION],
  }),
);
