import type { ReactElement } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { AppShell } from '../design/components/AppShell/AppShell';
import { ConnectionStatus } from '../design/components/AppShell/ConnectionStatus';

/**
 * The dashboard frame around the signed-in sections. The live connection shows as paused and
 * sign-out only navigates until the realtime and session services are bound.
 */
export function DashboardLayout(): ReactElement {
  const navigate = useNavigate();
  return (
    <AppShell
      onSignOut={() => void navigate('/sign-in')}
      connectionIndicator={<ConnectionStatus status="disconnected" />}
    >
      <Outlet />
    </AppShell>
  );
}
