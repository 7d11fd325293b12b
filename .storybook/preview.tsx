// Every story gets the app's tokens, translations (with a locale toolbar) and a container on the
// in-process platform (docs/adr/0072). The annotations live in the web package so the portable
// stories test (packages/web/src/design/stories.test.tsx) uses exactly the same ones.
import type { Preview } from '@storybook/react-vite';
import { scanwisePreview } from '../packages/web/src/storybook/scanwisePreview';

const preview: Preview = {
  ...scanwisePreview,
  parameters: {
    ...scanwisePreview.parameters,
    // Storybook reads the order from this file as written (a literal, not a reference).
    options: {
      storySort: {
        order: [
          'Design system',
          ['Tokens', 'Icons', 'Logo', '*', 'Layouts'],
          'Screens',
          [
            'Sign in',
            'Join',
            'Dashboard',
            'Booking',
            'Appointments',
            'Payment',
            '*',
            'App frame',
            'Other',
          ],
        ],
      },
    },
  },
};

export default preview;
