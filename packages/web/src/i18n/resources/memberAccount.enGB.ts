import type { DeepPartial } from './deepPartial';
import type { MEMBERACCOUNT_EN_US } from './memberAccount';

/** British English overrides of the memberAccount area (`./memberAccount.ts`). */
export const MEMBERACCOUNT_EN_GB: DeepPartial<typeof MEMBERACCOUNT_EN_US> = {
  line2: 'Flat or unit (optional)',
  timeZoneHint:
    'Your messages, reminders and due dates use this time zone. Appointment times are the centre’s local time, with its zone named when it differs from yours.',
};
