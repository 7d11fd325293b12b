import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../schemas';
import {
  MESSAGE_REPLY_BUSINESS_DAYS,
  mailtoUrl,
  SUPPORT_CONTACTS,
  telUrl,
} from './supportContacts';

describe('support contacts', () => {
  it('"Support phone {phone}, support e-mail {email} and privacy e-mail {email} exist as constants", per country', () => {
    for (const country of COUNTRIES) {
      const contacts = SUPPORT_CONTACTS[country];
      expect(contacts.phone).toMatch(/^\+\d[\d ()-]+$/);
      expect(contacts.supportEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(contacts.privacyEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(contacts.termsUrl).toMatch(/^https:\/\//);
      expect(contacts.privacyNoticeUrl).toMatch(/^https:\/\//);
    }
  });

  it('shows each number as people in its country write it, and calls it in international form', () => {
    expect(SUPPORT_CONTACTS.US.phoneDisplay).toBe('(888) 555-0142');
    expect(telUrl(SUPPORT_CONTACTS.US.phone)).toBe('tel:+18885550142');
    expect(SUPPORT_CONTACTS.GB.phoneDisplay).toBe('020 7946 0958');
    expect(telUrl(SUPPORT_CONTACTS.GB.phone)).toBe('tel:+442079460958');
  });

  it('points to the emergency number of the country: 911 in the US, 999 in the UK', () => {
    expect(SUPPORT_CONTACTS.US.emergencyNumber).toBe('911');
    expect(SUPPORT_CONTACTS.GB.emergencyNumber).toBe('999');
  });

  it('says how soon the care team usually answers a message: within 1 business day in each country', () => {
    expect(MESSAGE_REPLY_BUSINESS_DAYS).toEqual({ US: 1, GB: 1 });
  });

  it('writes e-mail links', () => {
    expect(mailtoUrl(SUPPORT_CONTACTS.US.supportEmail)).toBe('mailto:care@scanwise.example');
  });
});
