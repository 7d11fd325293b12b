import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall } from '../../test/fakePlatform';
import { NY_SLOTS } from '../booking/bookingFixtures';
import { ScheduleActionScreen } from './ScheduleActionScreen';
import {
  MORE_TIMES_ROUTE,
  REQUESTED_APPOINTMENT,
  SCHEDULED_APPOINTMENT,
  SCHEDULE_ACTION_PATTERN,
  SCHEDULE_ACTION_ROUTE,
  SERVER_ERROR,
  answerSchedulePlatform,
  storeScheduleDraft,
} from './scheduleActionFixtures';

type Setup = (services: ScanwiseContainer, ports: FakeScanwisePorts) => void;

const meta = {
  title: 'Screens/Appointments/ScheduleAction',
  component: ScheduleActionScreen,
  parameters: { scanwise: { route: SCHEDULE_ACTION_ROUTE } },
  // The screen reads its parameters from the route, as in the app.
  render: () => (
    <Routes>
      <Route path={SCHEDULE_ACTION_PATTERN} element={<ScheduleActionScreen />} />
    </Routes>
  ),
} satisfies Meta<typeof ScheduleActionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform =
  (more?: Setup): Setup =>
  (services, ports) => {
    answerSchedulePlatform(ports);
    more?.(services, ports);
  };

/** The appointment (center, local time, booking code) with its two ways on. */
export const Appointment: Story = { parameters: { scanwise: { setup: platform() } } };

export const Loading: Story = {
  parameters: {
    scanwise: { setup: platform((_s, ports) => answerCall(ports, 'encounterGet', 'loading')) },
  },
};

export const LoadFailed: Story = {
  parameters: {
    scanwise: { setup: platform((_s, ports) => answerCall(ports, 'encounterGet', SERVER_ERROR)) },
  },
};

/** An old link: the appointment was cancelled or moved since. */
export const NotChangeable: Story = {
  parameters: {
    scanwise: {
      route: '/schedule-actions/enc_sched/apt_gone',
      setup: platform(),
    },
  },
};

/** Picking a new time on the center's calendar, one time chosen. */
export const Reschedule: Story = {
  parameters: {
    scanwise: {
      setup: platform((services) =>
        storeScheduleDraft(services, { view: 'reschedule', selectedStart: NY_SLOTS[1]?.start }),
      ),
    },
  },
};

export const TimesLoading: Story = {
  parameters: {
    scanwise: {
      setup: platform((services, ports) => {
        storeScheduleDraft(services, { view: 'reschedule' });
        answerCall(ports, 'availabilityList', 'loading');
      }),
    },
  },
};

export const TimesFailed: Story = {
  parameters: {
    scanwise: {
      setup: platform((services, ports) => {
        storeScheduleDraft(services, { view: 'reschedule' });
        answerCall(ports, 'availabilityList', SERVER_ERROR);
      }),
    },
  },
};

/** No free time in these two weeks: the member pages on. */
export const NoTimes: Story = {
  parameters: {
    scanwise: {
      setup: ((services, ports) => {
        answerSchedulePlatform(ports, { slots: [] });
        storeScheduleDraft(services, { view: 'reschedule' });
      }) satisfies Setup,
    },
  },
};

/** The phone-only center could not hold the first pick: the link asks for another time. */
export const PickMoreTimes: Story = {
  parameters: {
    scanwise: {
      route: MORE_TIMES_ROUTE,
      setup: ((_services, ports) =>
        answerSchedulePlatform(ports, { appointment: REQUESTED_APPOINTMENT })) satisfies Setup,
    },
  },
};

export const Rescheduled: Story = {
  parameters: {
    scanwise: {
      setup: platform((services) =>
        storeScheduleDraft(services, {
          view: 'rescheduled',
          outcome: { ...SCHEDULED_APPOINTMENT, start: NY_SLOTS[2]?.start, status: 'RESCHEDULED' },
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
      setup: platform((services) =>
        storeScheduleDraft(services, { view: 'rescheduled', outcome: REQUESTED_APPOINTMENT }),
      ),
    },
  },
};

export const Cancelled: Story = {
  parameters: {
    scanwise: {
      setup: platform((services) =>
        storeScheduleDraft(services, {
          view: 'cancelled',
          outcome: { ...SCHEDULED_APPOINTMENT, status: 'CANCELLED' },
        }),
      ),
    },
  },
};
