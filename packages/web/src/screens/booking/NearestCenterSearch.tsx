import {
  intlLocaleTag,
  shownDistance,
  type AppLocale,
  type CenterOriginState,
  type Country,
  type PostalCodeSearchProblem,
} from '@scanwise/core';
import { useState, type ReactElement } from 'react';
import type { TFunction } from 'i18next';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { Button } from '../../design/components/Button/Button';
import { TextField } from '../../design/components/TextField/TextField';
import { useTranslation } from '../../i18n/useTranslation';
import { bookingDetailText } from './bookingText';
import styles from './booking.module.css';

/**
 * A distance as shown beside a center, in miles on every locale (docs/adr/0106): `short` for the
 * eye ("2.4 mi"), `long` for screen readers ("2.4 miles away").
 */
export function distanceText(
  t: TFunction,
  locale: AppLocale,
  miles: number,
  unitDisplay: 'short' | 'long',
): string {
  const shown = shownDistance(miles);
  const distance = new Intl.NumberFormat(intlLocaleTag(locale), {
    style: 'unit',
    unit: 'mile',
    unitDisplay,
    minimumFractionDigits: shown.fractionDigits,
    maximumFractionDigits: shown.fractionDigits,
  }).format(shown.miles);
  const near = shown.under ? t('booking.schedule.nearest.under', { distance }) : distance;
  return unitDisplay === 'long' ? t('booking.schedule.nearest.away', { distance: near }) : near;
}

function problemText(t: TFunction, country: Country, problem: PostalCodeSearchProblem): string {
  const us = country === 'US';
  switch (problem.reason) {
    case 'empty':
      return t(us ? 'booking.schedule.nearest.emptyZip' : 'booking.schedule.nearest.emptyPostcode');
    case 'invalid':
      return t(
        us ? 'booking.schedule.nearest.invalidZip' : 'booking.schedule.nearest.invalidPostcode',
      );
    case 'notFound':
      return t(
        us ? 'booking.schedule.nearest.notFoundZip' : 'booking.schedule.nearest.notFoundPostcode',
      );
    case 'unavailable':
      return [t('booking.schedule.nearest.unavailable'), bookingDetailText(t, problem.detail)]
        .filter(Boolean)
        .join(' ');
  }
}

/** The line naming where the list is ordered from, announced politely when it changes. */
function originText(t: TFunction, country: Country, state: CenterOriginState): string {
  const { origin, activity } = state;
  if (origin?.source === 'postalCode') {
    return t('booking.schedule.nearest.toCode', { postalCode: origin.postalCode });
  }
  if (origin?.source === 'memberAddress') return t('booking.schedule.nearest.toAddress');
  if (activity === 'locatingAddress') return t('booking.schedule.nearest.locating');
  return t(
    country === 'US' ? 'booking.schedule.nearest.noOrigin' : 'booking.schedule.nearest.noOriginGB',
  );
}

export interface NearestCenterSearchProps {
  /** The country of the centers listed: ZIP codes (US) or postcodes (GB) are searched. */
  readonly country: Country;
  readonly state: CenterOriginState;
}

/**
 * The ZIP code (US) or postcode (GB) search above schedule-scan's centers: a labelled field and
 * a button (Enter searches too, never submitting the booking form), the origin named in a polite
 * status ("Nearest to 10001", "Nearest to your address") and a way back to the member's address.
 */
export function NearestCenterSearch({ country, state }: NearestCenterSearchProps): ReactElement {
  const { t } = useTranslation();
  const origin = useService(TOKENS.centerOrigin);
  const [typed, setTyped] = useState('');
  const us = country === 'US';
  const search = (): void => {
    void origin.search(typed);
  };
  const fromCode = state.origin?.source === 'postalCode';
  return (
    <div
      className={styles.nearest}
      role="search"
      aria-label={t('booking.schedule.nearest.searchLabel')}
    >
      <div className={styles.inline}>
        <TextField
          label={t(
            us ? 'booking.schedule.nearest.zipLabel' : 'booking.schedule.nearest.postcodeLabel',
          )}
          description={t(
            us ? 'booking.schedule.nearest.zipHint' : 'booking.schedule.nearest.postcodeHint',
          )}
          value={typed}
          onChange={setTyped}
          autoComplete="postal-code"
          inputMode={us ? 'numeric' : 'text'}
          maxLength={us ? 10 : 8}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
          errorMessage={state.problem ? problemText(t, country, state.problem) : undefined}
        />
        <Button variant="secondary" onPress={search} isPending={state.activity === 'searching'}>
          {t('booking.schedule.nearest.search')}
        </Button>
      </div>
      <div className={styles.nearestOrigin}>
        <p className={styles.nearestOriginText} role="status">
          {originText(t, country, state)}
        </p>
        {fromCode ? (
          <Button
            variant="ghost"
            onPress={() => {
              setTyped('');
              origin.backToMemberAddress();
            }}
          >
            {state.memberAddress
              ? t('booking.schedule.nearest.useAddress')
              : t('booking.schedule.nearest.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
