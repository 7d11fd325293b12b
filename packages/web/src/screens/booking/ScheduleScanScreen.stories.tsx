import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOKENS } from '../../composition/tokens';
import {
  allOf,
  failing,
  holding,
  signedIn,
  type SceneSetup,
} from '../../test/platform/platformScene';
import {
  bodyScanBooked,
  CATALOGUE,
  driveJourney,
  fifthAvenueFullyBooked,
  journeyAt,
  noCenters,
  overlapRefused,
  UK_MEMBER,
  type DriveJourneyOptions,
} from './bookingScenes';
import { ScheduleScanScreen } from './ScheduleScanScreen';

const drive = (
  options: Omit<DriveJourneyOptions, 'until'>,
  ...before: readonly SceneSetup[]
): SceneSetup =>
  allOf(...before, signedIn(options.account), journeyAt({ until: 'schedule-scan', ...options }));

const meta = {
  title: 'Screens/Booking/ScheduleScan',
  component: ScheduleScanScreen,
  parameters: {
    layout: 'fullscreen',
    scanwise: { route: '/book-scan/schedule-scan', scene: drive({ centerId: null }) },
  },
} satisfies Meta<typeof ScheduleScanScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The centers of the member's country, none chosen yet. */
export const Centers: Story = {};

/** An online center: the free days and the times of the chosen day in the center's zone. */
export const Times: Story = { parameters: { scanwise: { scene: drive({}) } } };

/** A UK member: the London centre, British dates and 24-hour times (switch the toolbar to en-GB). */
export const UnitedKingdom: Story = {
  globals: { locale: 'en-gb' },
  parameters: { scanwise: { scene: drive({ account: UK_MEMBER }) } },
};

/** A center that books by phone: the request path. */
export const PhoneCenter: Story = {
  parameters: {
    scanwise: { scene: drive({ centerId: CATALOGUE.lindenhurst, slotStart: null }) },
  },
};

/** Fifth Avenue is booked solid for the two weeks shown. */
export const NoFreeTimes: Story = {
  parameters: { scanwise: { seed: fifthAvenueFullyBooked, scene: drive({ slotStart: null }) } },
};

export const CentersLoading: Story = {
  parameters: { scanwise: { scene: drive({ centerId: null }, holding('centerList')) } },
};

export const CentersFailed: Story = {
  parameters: {
    scanwise: { scene: drive({ centerId: null }, failing('centerList', { status: 503 })) },
  },
};

export const NoCenters: Story = {
  parameters: { scanwise: { seed: noCenters, scene: drive({ centerId: null }) } },
};

/** The member typed `typed` in the ZIP code or postcode search of `country`'s centers. */
const searched =
  (country: 'US' | 'GB', typed: string): SceneSetup =>
  async (scene) => {
    const origin = scene.container.get(TOKENS.centerOrigin);
    await origin.start(country);
    await origin.search(typed);
  };

/** Centers nearest first from the ZIP code the member typed, with the way back to the address. */
export const NearestToZipCode: Story = {
  parameters: { scanwise: { scene: allOf(drive({ centerId: null }), searched('US', '90210')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nearest to 90210')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Use my address' })).toBeInTheDocument();
  },
};

/** A ZIP code the platform does not know: the reason under the field, the list unchanged. */
export const NearestZipCodeNotFound: Story = {
  parameters: { scanwise: { scene: allOf(drive({ centerId: null }), searched('US', '99999')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('We could not find that ZIP code. Check it and try again.'),
    ).toBeInTheDocument();
  },
};

/** The member's address is being located: the centers wait in region order. */
export const NearestLocating: Story = {
  parameters: {
    scanwise: { scene: drive({ centerId: null }, holding('postalCodeLookup')) },
  },
};

/** No origin (the address could not be located): region order, no distances, the search offered. */
export const NearestNoOrigin: Story = {
  parameters: {
    scanwise: {
      scene: drive({ centerId: null }, failing('postalCodeLookup', { status: 503 })),
    },
  },
};

/** A UK member's postcode search: the nearest centre first, distances in miles. */
export const NearestToPostcode: Story = {
  globals: { locale: 'en-gb' },
  parameters: {
    scanwise: {
      scene: allOf(drive({ account: UK_MEMBER, centerId: null }), searched('GB', 'M1 1AE')),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nearest to M1 1AE')).toBeInTheDocument();
  },
};

/** The journey moved on to reserve-appointment from the schedule step (Continue pressed). */
const continuedToReserve: SceneSetup = (scene) => {
  void driveJourney(scene, { until: 'schedule-scan' }).then(() =>
    scene.container.get(TOKENS.bookingJourney).continueToReserve(),
  );
};

/** The same scan again within its repeat interval: the warning, before the member reserves. */
export const RepeatScanWarning: Story = {
  // The member's Full Body Scan at 11:00 on Friday 2 January; the first free time that day.
  parameters: { scanwise: { scene: drive({}, bodyScanBooked) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your Full Body Scan is already booked for Fri, Jan 2'),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('checkbox', { name: 'Book another Full Body Scan anyway' }),
    ).not.toBeChecked();
  },
};

/** Continue pressed without ticking the box: the reason beside the form. */
export const RepeatScanUnconfirmed: Story = {
  parameters: { scanwise: { scene: allOf(bodyScanBooked, signedIn(), continuedToReserve) } },
};

/** The platform refused an overlapping appointment (409 appointment_overlap): pick another time. */
export const AppointmentOverlap: Story = {
  parameters: { scanwise: { scene: allOf(overlapRefused, signedIn(), continuedToReserve) } },
};
