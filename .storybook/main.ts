// Storybook (react-vite): the design system's home (tokens, components with their docs pages and
// the accessibility panel) and the screens grouped by journey. Written by hand: `storybook init`
// needs the network. Builds offline: no telemetry, no update checks.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/web/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Docs pages for stories tagged 'autodocs' (props from the components' types) and axe per story.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
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
