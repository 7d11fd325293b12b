import { UK_POSTCODE_PATTERN, US_POSTAL_CODE_PATTERN, type Country } from '../schemas';

/** A typed ZIP code or postcode, checked: the code to look up, or why it cannot be. */
export type PostalCodeCheck =
  | { readonly ok: true; readonly postalCode: string }
  | { readonly ok: false; readonly reason: 'empty' | 'invalid' };

/**
 * Checks what a member typed as a ZIP code (US) or a postcode (GB) and gives the form the
 * platform looks up:
 * - US: spec section 5's postal code (five digits, optionally a dash or a space and four more);
 *   the five-digit ZIP code is looked up ("10001-1234" -> "10001").
 * - GB: a postcode by {@link UK_POSTCODE_PATTERN}, any case and spacing; upper case with one
 *   space before the inward code is looked up ("sw1a1aa" -> "SW1A 1AA").
 */
export function checkPostalCode(country: Country, typed: string): PostalCodeCheck {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (country === 'US') {
    return US_POSTAL_CODE_PATTERN.test(trimmed)
      ? { ok: true, postalCode: trimmed.slice(0, 5) }
      : { ok: false, reason: 'invalid' };
  }
  const compact = trimmed.replace(/\s+/g, '').toUpperCase();
  const spaced = `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return UK_POSTCODE_PATTERN.test(spaced)
    ? { ok: true, postalCode: spaced }
    : { ok: false, reason: 'invalid' };
}
