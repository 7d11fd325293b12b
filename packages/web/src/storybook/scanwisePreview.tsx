import { isAppLocale, DEFAULT_APP_LOCALE } from '@scanwise/core';
import type { Preview } from '@storybook/react-vite';
import '../design/global.css';
// Every i18n area at once: stories and component tests render screens without their route chunk.
import '../i18n/allAreaStrings';
import { ScanwiseStoryFrame, type ScanwiseStoryParameters } from './ScanwiseStoryFrame';

/**
 * The project annotations of every story, shared by `.storybook/preview.tsx` and the vitest run
 * of the stories (portable stories): tokens, i18n with a locale toolbar, a container on fakes.
 */
export const scanwisePreview: Preview = {
  globalTypes: {
    locale: {
      description: 'App locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-us', title: 'en-US' },
          { value: 'en-gb', title: 'en-GB' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_APP_LOCALE },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  decorators: [
    (Story, context) => {
      const requested = String(context.globals['locale'] ?? DEFAULT_APP_LOCALE);
      const locale = isAppLocale(requested) ? requested : DEFAULT_APP_LOCALE;
      const scanwise = (context.parameters['scanwise'] ?? {}) as ScanwiseStoryParameters;
      return (
        <ScanwiseStoryFrame key={locale} locale={locale} {...scanwise}>
          <Story />
        </ScanwiseStoryFrame>
      );
    },
  ],
};
