import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { TOKENS } from '../composition/tokens';
import type { SceneSetup } from '../test/platform/platformScene';
import { DashboardLayout } from './DashboardLayout';

function Section(): React.ReactElement {
  return (
    <>
      <h1>Welcome</h1>
      <p>The routed section renders here.</p>
    </>
  );
}

const meta = {
  title: 'Screens/App frame/Dashboard layout',
  component: DashboardLayout,
  parameters: { layout: 'fullscreen', scanwise: { route: '/' } },
  render: () => (
    <Routes>
      <Route path="/" element={<DashboardLayout />}>
        <Route index element={<Section />} />
        <Route path="*" element={<Section />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live updates not connected (signed out: the hubs never start). */
export const LiveUpdatesPaused: Story = {};
/** Another section selected in the navigation. */
export const OnReports: Story = { parameters: { scanwise: { route: '/reports' } } };
/** The journeys' services still loading (just after sign-in): the pill reads "Connecting…". */
export const JourneysLoading: Story = {
  parameters: {
    scanwise: {
      scene: (({ container }) => {
        container.rebind(TOKENS.journeyServices, {
          isReady: () => false,
          load: () => new Promise<void>(() => undefined),
        });
      }) satisfies SceneSetup,
    },
  },
};
