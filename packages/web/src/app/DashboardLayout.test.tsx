import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../composition/tokens';
import { MessagesScreen } from '../screens/dashboard/MessagesScreen';
import { HomeScreen } from '../screens/dashboard/HomeScreen';
import { allOf, holding, hubsHolding, signIn, signedIn } from '../test/platform/platformScene';
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

describe('DashboardLayout: the unread messages count in the navigation', () => {
  const withMessages = (
    <Routes>
      <Route path="/" element={<DashboardLayout />}>
        <Route index element={<h1>Home</h1>} />
        <Route path="messages" element={<MessagesScreen />} />
      </Route>
    </Routes>
  );

  it('rises when the care team writes (pushed by the hub) and drops when the member reads it', async () => {
    const { scene, user } = await renderOnPlatform(withMessages, {
      route: '/messages',
      scene: signedIn(),
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // Read as words: "Messages, 1 unread"; on a phone the Menu button says it too.
    expect(await within(nav).findByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu, 1 unread message' })).toBeInTheDocument();
    expect(await screen.findByText('Live updates on')).toBeInTheDocument();

    let reply = '';
    act(() => {
      reply = scene.platform.careTeamWrites(DEMO_MEMBER.id, {
        threadId: 'thr_demo_1',
        body: 'Your results look good. Nothing to do until next year.',
      }).id;
    });
    expect(await within(nav).findByRole('link', { name: 'Messages, 2 unread' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: /Your Heart CT report is ready/ }));
    expect(await within(nav).findByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    await waitFor(() =>
      expect(
        scene.platform.listMessages(DEMO_MEMBER.id).find((message) => message.id === reply)?.read,
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: /Before your mammography/ }));
    expect(await within(nav).findByRole('link', { name: 'Messages' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it("shows the count Home last showed while the member's messages load on a later visit", async () => {
    const first = await renderOnPlatform(
      <Routes>
        <Route path="/" element={<DashboardLayout />}>
          <Route index element={<HomeScreen />} />
        </Route>
      </Routes>,
      { scene: signedIn() },
    );
    expect(await screen.findByRole('button', { name: 'Menu, 1 unread message' })).toBeVisible();
    await screen.findByRole('region', { name: 'Your next step' });
    first.unmount();

    // A new app on the same device; the platform holds the member's messages. The page's last
    // paint shows the count: the first render shows it too, so the Menu button does not move.
    const { services } = await renderOnPlatform(withMessages, {
      reopen: first.scene,
      scene: allOf(hubsHolding, holding(['messageList'])),
    });
    // Its first render, while the session is being restored.
    expect(screen.getByRole('button', { name: 'Menu, 1 unread message' })).toBeVisible();
    await act(async () => {
      await services.get(TOKENS.auth).restore();
    });
    expect(screen.getByRole('button', { name: 'Menu, 1 unread message' })).toBeVisible();
  });
});
