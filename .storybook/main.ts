// Storybook (react-vite) for the web app's screens and primitives. Stories arrive with the
// web-app issue; this config is written by hand because `storybook init` needs the network.
const config = {
  stories: ['../packages/web/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
