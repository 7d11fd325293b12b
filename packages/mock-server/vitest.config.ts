import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@scanwise/source'] },
  test: {
    name: 'mock-server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
