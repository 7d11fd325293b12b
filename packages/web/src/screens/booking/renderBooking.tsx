import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { signedIn } from '../../test/platform/platformScene';
import {
  renderOnPlatform,
  type PlatformRenderOptions,
  type RenderedOnPlatform,
} from '../../test/renderOnPlatform';
import { BookingErrorScreen } from './BookingErrorScreen';
import { ReserveAppointmentScreen } from './ReserveAppointmentScreen';
import { ScanConfirmationScreen } from './ScanConfirmationScreen';
import { ScheduleScanScreen } from './ScheduleScanScreen';
import { SelectPlanScreen } from './SelectPlanScreen';

function LocationProbe(): ReactElement {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The five booking screens of every prefix, as the app routes them, and a probe elsewhere. */
export function BookingRoutes(): ReactElement {
  return (
    <Routes>
      <Route path="/:prefix/select-plan" element={<SelectPlanScreen />} />
      <Route path="/:prefix/schedule-scan" element={<ScheduleScanScreen />} />
      <Route path="/:prefix/reserve-appointment" element={<ReserveAppointmentScreen />} />
      <Route path="/:prefix/scan-confirm" element={<ScanConfirmationScreen />} />
      <Route path="/:prefix/booking-error" element={<BookingErrorScreen />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>
  );
}

/**
 * Test support: the booking routes on the in-process platform, the demo member signed in unless
 * `scene` says otherwise, starting at `route` (default book-scan's select-plan).
 */
export function renderBooking({
  route = '/book-scan/select-plan',
  scene = signedIn(),
  ...options
}: PlatformRenderOptions = {}): Promise<RenderedOnPlatform> {
  return renderOnPlatform(<BookingRoutes />, { route, scene, ...options });
}
