import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RemotePageFrame } from './RemotePageFrame';
import styles from './flowPage.module.css';

const meta = {
  title: 'Design system/Layouts/RemotePageFrame',
  component: RemotePageFrame,
  args: {
    brand: 'Scanwise',
    back: { to: '/scans', label: 'Back to Scans' },
    title: 'Send your previous mammograms',
    loadingLabel: 'Loading your scan…',
  },
} satisfies Meta<typeof RemotePageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const failure = {
  title: 'We could not open this page',
  description: 'Check your connection and try again.',
  onRetry: fn(),
  isRetrying: false,
};

/** The data is on its way: the frame and a spinner under the title. */
export const Loading: Story = {};

/** The load failed: an alert with "Try again". */
export const Failed: Story = { args: { failure } };

/** "Try again" pressed: the failure stays, the button shows it is working. */
export const Retrying: Story = { args: { failure: { ...failure, isRetrying: true } } };

/** The data is there: the page itself, here in the wide column of the upload page. */
export const Filled: Story = {
  args: {
    width: 'wide',
    children: (
      <>
        <p className={styles.scanLine}>For your Mammogram on 12 March 2026</p>
        <p className={styles.intro}>Upload the images and reports of your previous provider.</p>
      </>
    ),
  },
};

/** Without a way back (the one-tap confirmation has only the brand). */
export const WithoutBackLink: Story = {
  args: { back: undefined, children: <p className={styles.intro}>Nothing to load here.</p> },
};
