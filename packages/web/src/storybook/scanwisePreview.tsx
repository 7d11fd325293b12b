import { isAppLocale, DEFAULT_APP_LOCALE } from '@scanwise/core';
import type { Preview } from '@storybook/react-vite';
import '../design/global.css';
// Every i18n area at once: stories and component tests render screens without their route chunk.
import '../i18n/allAreaStrings';
import { AXE_TAGS } from '../test/axeTags';
import type { ScanwiseContainer } from '../composition/container';
import {
  prepareStoryContainer,
  ScanwiseStoryFrame,
  type ScanwiseStoryParameters,
} from './ScanwiseStoryFrame';

const parametersOf = (context: {
  readonly parameters: { readonly scanwise?: ScanwiseStoryParameters };
}): ScanwiseStoryParameters => context.parameters.scanwise ?? {};

/** Viewport presets of the toolbar: the 320 px phone the app supports, a large phone, desktops. */
export const STORY_VIEWPORTS = {
  phone320: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: {
    name: 'Desktop 1280',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

/**
 * The project annotations of every story, shared by `.storybook/preview.tsx` and the vitest run
 * of the stories (portable stories): tokens, i18n with a locale toolbar, and a container on the
 * in-process platform, prepared by a loader before the story renders.
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
    // The accessibility panel runs axe on each story with the rules the e2e suite holds the app
    // to (WCAG 2.0, 2.1 and 2.2, A and AA).
    a11y: { options: { runOnly: { type: 'tag', values: [...AXE_TAGS] } } },
    // The smallest phone the app supports first; desktop widths after it.
    viewport: { options: STORY_VIEWPORTS },
  },
  loaders: [
    async (context) => ({
      scanwiseContainer: await prepareStoryContainer(parametersOf(context)),
    }),
  ],
  decorators: [
    (Story, context) => {
      const requested = String(context.globals['locale'] ?? DEFAULT_APP_LOCALE);
      const locale = isAppLocale(requested) ? requested : DEFAULT_APP_LOCALE;
      const container = context.loaded['scanwiseContainer'] as ScanwiseContainer;
      return (
        <ScanwiseStoryFrame
          key={locale}
          container={container}
          locale={locale}
          route={parametersOf(context).route}
        >
          <Story />
        </ScanwiseStoryFrame>
      );
    },
  ],
};
