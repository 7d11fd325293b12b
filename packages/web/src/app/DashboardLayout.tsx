import { Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { useStore } from '../composition/useStore';
import { AppShell } from '../design/components/AppShell/AppShell';
import { ConnectionStatus } from '../design/components/AppShell/ConnectionStatus';
import { focusWithoutRing } from '../design/focusWithoutRing';
import { useSafeNavigate } from '../navigation/useSafeNavigate';
import { AfterFirstPaint } from '../startup/AfterFirstPaint';
import { RouteLoading } from './RootView';
import { useUnreadMessageCount } from './useUnreadMessageCount';

/** The pill bound to the realtime service's status: connecting, live, or paused. */
function HubConnectionPill(): ReactElement {
  const realtime = useService(TOKENS.realtime);
  return <ConnectionStatus status={useStore(realtime).status} />;
}

/**
 * The dashboard frame around the signed-in sections: the AppShell (navigation, responsive),
 * the live-connection indicator bound to the realtime service, the unread messages' count in
 * the navigation, and sign-out (logout, then
 * sign-in). A section's chunk loads inside the shell; focus moves to the main landmark when the
 * section changes, so keyboard and screen-reader users start at the new content.
 */
export function DashboardLayout(): ReactElement {
  const auth = useService(TOKENS.auth);
  const memberData = useService(TOKENS.memberDataServices);
  const connecting = <ConnectionStatus status="connecting" />;
  const navigator = useSafeNavigate();
  const location = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const unreadMessages = useUnreadMessageCount();
  const mounted = useRef(true);
  const firstPath = useRef(location.pathname);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (firstPath.current === location.pathname) return;
    firstPath.current = location.pathname;
    focusWithoutRing(document.getElementById('main-content'), { preventScroll: true });
  }, [location.pathname]);

  const signOut = (): void => {
    setSigningOut(true);
    void auth.logout().finally(() => {
      // The loggedOut event has usually moved to sign-in already (a duplicate is ignored).
      if (mounted.current) {
        setSigningOut(false);
        navigator.navigate('/sign-in', { replace: true });
      }
    });
  };

  return (
    <AppShell
      onSignOut={signOut}
      isSigningOut={signingOut}
      unreadMessages={unreadMessages}
      connectionIndicator={
        // The hubs come with the member's data: "connecting" until it has loaded, which starts
        // once the page has painted (the first paint does not share the network).
        <AfterFirstPaint ready={memberData.isReady()} fallback={connecting}>
          <Suspense fallback={connecting}>
            <HubConnectionPill />
          </Suspense>
        </AfterFirstPaint>
      }
    >
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
