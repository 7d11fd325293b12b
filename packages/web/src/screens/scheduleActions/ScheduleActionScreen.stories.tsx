import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { DEMO } from '../../test/platform/demoRecords';
import { allOf, failing, holding, signedIn } from '../../test/platform/platformScene';
import { fifthAvenueFullyBooked } from '../booking/bookingScenes';
import { ScheduleActionScreen } from './ScheduleActionScreen';
import {
  MORE_TIMES_ROUTE,
  REQUESTED,
  SCHEDULE_ACTION_PATTERN,
  SCHEDULE_ACTION_ROUTE,
  acted,
  requestedAtPhoneCenter,
  withDraft,
} from './scheduleActionScenes';

const meta = {
  title: 'Screens/Appointments/ScheduleAction',
  component: ScheduleActionScreen,
  parameters: { scanwise: { route: SCHEDULE_ACTION_ROUTE, scene: signedIn() } },
  // The screen reads its parameters from the route, as in the app.
  render: () => (
    <Routes>
      <Route path={SCHEDULE_ACTION_PATTERN} element={<ScheduleActionScreen />} />
    </Routes>
  ),
} satisfies Meta<typeof ScheduleActionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member's mammography (center, local time, booking code) with its two ways on. */
export const Appointment: Story = {};

export const Loading: Story = {
  parameters: { scanwise: { scene: allOf(holding('encounterGet'), signedIn()) } },
};

export const LoadFailed: Story = {
  parameters: { scanwise: { scene: allOf(failing('encounterGet'), signedIn()) } },
};

/** An old link: the appointment was cancelled or moved since. */
export const NotChangeable: Story = {
  parameters: { scanwise: { route: `/schedule-actions/${DEMO.mammography}/apt_gone` } },
};

/** Picking a new time on the center's calendar, one time chosen (Friday 2 January, 9:30). */
export const Reschedule: Story = {
  parameters: {
    scanwise: {
      scene: allOf(
        withDraft({ view: 'reschedule', selectedStart: '2026-01-02T14:30:00Z' }),
        signedIn(),
      ),
    },
  },
};

export const TimesLoading: Story = {
  parameters: {
    scanwise: {
      scene: allOf(withDraft({ view: 'reschedule' }), holding('availabilityList'), signedIn()),
    },
  },
};

export const TimesFailed: Story = {
  parameters: {
    scanwise: {
      scene: allOf(withDraft({ view: 'reschedule' }), failing('availabilityList'), signedIn()),
    },
  },
};

/** No free time in these two weeks (the center is booked solid): the member pages on. */
export const NoTimes: Story = {
  parameters: {
    scanwise: {
      seed: fifthAvenueFullyBooked,
      scene: allOf(withDraft({ view: 'reschedule' }), signedIn()),
    },
  },
};

/** The phone-only center could not hold the first pick: the link asks for another time. */
export const PickMoreTimes: Story = {
  parameters: { scanwise: { route: MORE_TIMES_ROUTE, seed: requestedAtPhoneCenter } },
};

/** Moved to Friday 2 January, 3:00 PM at the same center. */
export const Rescheduled: Story = {
  parameters: {
    scanwise: {
      scene: allOf(
        signedIn(),
        acted(async (action) => {
          action.startReschedule();
          action.selectTime('2026-01-02T20:00:00Z');
          await action.confirmReschedule();
        }),
      ),
    },
  },
};

/** A phone-only center's new time waits for the center's call. */
export const TimeRequested: Story = {
  parameters: {
    scanwise: {
      route: MORE_TIMES_ROUTE,
      seed: requestedAtPhoneCenter,
      scene: allOf(
        signedIn(),
        acted(async (action) => {
          action.selectTime('2026-01-02T14:00:00Z');
          await action.confirmReschedule();
        }, REQUESTED),
      ),
    },
  },
};

export const Cancelled: Story = {
  parameters: {
    scanwise: {
      scene: allOf(
        signedIn(),
        acted((action) => action.confirmCancel()),
      ),
    },
  },
};

/** The cancellation failed: the page says the appointment is still booked, and why. */
export const CancelFailed: Story = {
  parameters: {
    scanwise: {
      scene: allOf(
        failing('appointmentCancel'),
        signedIn(),
        acted((action) => action.confirmCancel()),
      ),
    },
  },
};

/** The new time was not saved: the page says the appointment keeps its time, and why. */
export const RescheduleFailed: Story = {
  parameters: {
    scanwise: {
      scene: allOf(
        failing('appointmentReschedule'),
        signedIn(),
        acted(async (action) => {
          action.startReschedule();
          action.selectTime('2026-01-02T20:00:00Z');
          await action.confirmReschedule();
        }),
      ),
    },
  },
};
