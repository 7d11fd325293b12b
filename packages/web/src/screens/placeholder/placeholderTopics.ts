import type { ScanwiseScreenKey } from '@scanwise/core';

/** The part of the product a placeholder stands for (its heading). */
export type PlaceholderTopic =
  | 'booking'
  | 'cat'
  | 'sponsored'
  | 'claimOffer'
  | 'questionnaire'
  | 'mammoUpload'
  | 'scheduleActions'
  | 'paymentAuthorize'
  | 'linkAssociation'
  | 'viewer';

const TOPICS: Partial<Record<ScanwiseScreenKey, PlaceholderTopic>> = {
  SelectPlan: 'booking',
  ScheduleScan: 'booking',
  ReserveAppointment: 'booking',
  ScanConfirmation: 'booking',
  BookingError: 'booking',
  OnboardingConfirmation: 'booking',
  'CAT Results': 'cat',
  'CAT Results Sign Up': 'cat',
  'CAT Questionnaire': 'cat',
  Sponsored: 'sponsored',
  'Signup/ClaimOfferSponsored': 'sponsored',
  'Signup/ClaimOffer': 'claimOffer',
  Flow: 'questionnaire',
  MQBase: 'questionnaire',
  MammoFileUpload: 'mammoUpload',
  ScheduleAction: 'scheduleActions',
  PaymentAuthorize: 'paymentAuthorize',
  LinkAssociation: 'linkAssociation',
  Viewer: 'viewer',
};

/** The topic of a screen that is still a placeholder; undefined for any other screen. */
export function placeholderTopicFor(screen: ScanwiseScreenKey): PlaceholderTopic | undefined {
  return TOPICS[screen];
}
