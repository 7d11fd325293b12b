import type { Country } from '../schemas';

/**
 * How a member reaches Scanwise in their country. The spec says "Support phone {phone}, support
 * e-mail {email} and privacy e-mail {email} exist as constants" without values; the values are
 * recorded in docs/adr/0074-support-contacts-and-legal-links.md.
 */
export interface SupportContacts {
  /** The support line in international form (`tel:` links are made from it: {@link telUrl}). */
  readonly phone: string;
  /** The same number as people in the country write it. */
  readonly phoneDisplay: string;
  /** The care team's e-mail: questions about a scan, a booking or a bill. */
  readonly supportEmail: string;
  /** For questions about the member's data and privacy requests. */
  readonly privacyEmail: string;
  /** The number for a medical emergency, which support and messages do not replace. */
  readonly emergencyNumber: string;

  /** The terms of service, on the public website. */
  readonly termsUrl: string;
  /** The privacy notice, on the public website. */
  readonly privacyNoticeUrl: string;
}

/** The support contacts of each country ("Country is US"; UK members are GB). */
export const SUPPORT_CONTACTS: { readonly [C in Country]: SupportContacts } = {
  US: {
    phone: '+1 (888) 555-0142',
    phoneDisplay: '(888) 555-0142',
    supportEmail: 'care@scanwise.example',
    privacyEmail: 'privacy@scanwise.example',
    emergencyNumber: '911',
    termsUrl: 'https://scanwise.example/terms',
    privacyNoticeUrl: 'https://scanwise.example/privacy',
  },
  GB: {
    phone: '+44 20 7946 0958',
    phoneDisplay: '020 7946 0958',
    supportEmail: 'care@scanwise.example',
    privacyEmail: 'privacy@scanwise.example',
    emergencyNumber: '999',
    termsUrl: 'https://scanwise.example/uk/terms',
    privacyNoticeUrl: 'https://scanwise.example/uk/privacy',
  },
};

/** A `tel:` URL for a phone number: its leading '+' and its digits ('+1 (888) 555-0142' -> 'tel:+18885550142'). */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A `mailto:` URL for an e-mail address. */
export function mailtoUrl(email: string): string {
  return `mailto:${email}`;
}

/**
 * How soon the care team usually answers a message, in business (UK: working) days, per
 * country: said beside the composer (docs/adr/0102-reply-time-and-emergency-note-in-messages.md).
 * Apart from SUPPORT_CONTACTS, so pages that show only the contacts (sign-in) do not carry it.
 */
export const MESSAGE_REPLY_BUSINESS_DAYS: { readonly [C in Country]: number } = {
  US: 1,
  GB: 1,
};
