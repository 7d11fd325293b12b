// Storybook (react-vite) for the web app's primitives and, later, its screens. Written by hand:
// `storybook init` needs the network. Builds offline: no telemetry, no update checks.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/web/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // As in packages/web/vite.config.ts: workspace packages resolve to their TypeScript sources,
    // so stories never run a stale core build.
    resolve: {
      ...viteConfig.resolve,
      conditions: ['@scanwise/source', 'module', 'browser', 'development|production'],
    },
    build: { ...viteConfig.build, chunkSizeWarningLimit: 2000 },
  }),
};

export default config;
