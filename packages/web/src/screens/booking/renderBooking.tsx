import type { AppLocale } from '@scanwise/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ScanwiseProviders } from '../../app/ScanwiseProviders';
import { createScanwiseContainer, type ScanwiseContainer } from '../../composition/container';
import {
  createFakeScanwisePorts,
  type FakeScanwisePorts,
} from '../../composition/fakeScanwisePorts';
import { TOKENS } from '../../composition/tokens';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../../config/runtimeConfig';
import { createScanwiseI18n } from '../../i18n/createScanwiseI18n';
import type { RenderedWithProviders } from '../../test/renderWithProviders';
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

export interface RenderBookingOptions {
  readonly route?: string;
  readonly locale?: AppLocale;
  readonly setup?: (services: ScanwiseContainer, ports: FakeScanwisePorts) => void;
  /** Reuse the fakes of an earlier render (a reload: same session storage, new container). */
  readonly ports?: FakeScanwisePorts;
}

/** Test support: the booking routes on a container over fakes, translations and a memory router. */
export function renderBooking({
  route = '/book-scan/select-plan',
  locale = 'en-us',
  setup,
  ports = createFakeScanwisePorts(),
}: RenderBookingOptions = {}): RenderedWithProviders {
  const services = createScanwiseContainer({ config: loadRuntimeConfig(TEST_MODE_ENV), ports });
  setup?.(services, ports);
  const i18n = createScanwiseI18n({ locale, logger: services.get(TOKENS.logger) });
  const user = userEvent.setup();
  const result = render(
    <ScanwiseProviders container={services} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <BookingRoutes />
      </MemoryRouter>
    </ScanwiseProviders>,
  );
  return { ...result, services, ports, user };
}
