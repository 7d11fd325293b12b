import type { DeepPartial } from './deepPartial';
import type { DASHBOARD_EN_US } from './dashboard';

// The en-GB overrides of the dashboard area: a chunk of their own, so a failed or missing one
// leaves the area in US English (areaStrings.ts) instead of failing the route.

export const DASHBOARD_EN_GB: DeepPartial<typeof DASHBOARD_EN_US> = {
  encounter: {
    status: {
      CANCELLED: 'Cancelled',
    },
    nextStep: {
      AUTHORIZE_PAYMENT: 'Authorise your payment',
    },
  },
  home: {
    next: {
      reason: {
        bookFirst: 'Start with a scan that suits you: choose a plan, a centre and a time.',
      },
    },
  },
  digitalReport: {
    eScoreHelp:
      'The eScore summarises how much attention a finding needs; a higher number means your care team would like to look at it more closely.',
  },
  invoices: {
    // The page's currency note says it outside en-US: once is enough.
    intro: 'Your invoices and payments.',
  },
  messages: {
    replyTime_one: 'We usually answer within {{count}} working day.',
    replyTime_other: 'We usually answer within {{count}} working days.',
  },
};
