/**
 * A phone number as people of its country write it, from the E.164 form the platform stores
 * ("+12125550100" -> "(212) 555-0100"; "+442070000100" -> "020 7000 0100"). Anything this does
 * not recognise is shown as stored, so a number is never lost or garbled; dialling always uses
 * the stored E.164 form.
 */
export function formatPhoneForDisplay(e164: string): string {
  const digits = e164.replace(/[\s()-]/g, '');
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (us) return `(${us[1]}) ${us[2]}-${us[3]}`;
  // UK: London (020) and the other two-digit-area 02x numbers, then mobiles and the rest.
  const london = /^\+44(2\d)(\d{4})(\d{4})$/.exec(digits);
  if (london) return `0${london[1]} ${london[2]} ${london[3]}`;
  const uk = /^\+44(\d{4})(\d{6})$/.exec(digits);
  if (uk) return `0${uk[1]} ${uk[2]}`;
  return e164;
}
