import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../composition/tokens';
import { signIn } from '../test/platform/platformScene';
import { renderOnPlatform } from '../test/renderOnPlatform';
import { DashboardLayout } from './DashboardLayout';

const layout = (
  <Routes>
    <Route path="/" element={<DashboardLayout />}>
      <Route index element={<h1>Home</h1>} />
    </Route>
  </Routes>
);

describe('DashboardLayout: the live pill follows the realtime status', () => {
  it('paused while signed out; live once both hubs are up; paused again after logout', async () => {
    const { services, scene } = await renderOnPlatform(layout);
    expect(screen.getByText('Live updates paused')).toBeInTheDocument();

    await act(async () => {
      await signIn(scene);
    });
    expect(await screen.findByText('Live updates on')).toBeInTheDocument();
    expect(services.get(TOKENS.realtime).getSnapshot().status).toBe('connected');

    await act(async () => {
      await services.get(TOKENS.auth).logout();
    });
    expect(await screen.findByText('Live updates paused')).toBeInTheDocument();
  });
});
