// Every story gets the app's tokens, translations (with a locale toolbar) and a container on the
// fakes of @scanwise/core/testing. The annotations live in the web package so the portable
// stories test (packages/web/src/design/stories.test.tsx) uses exactly the same ones.
import { scanwisePreview } from '../packages/web/src/storybook/scanwisePreview';

export default scanwisePreview;
