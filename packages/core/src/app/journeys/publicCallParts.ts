import type { CallPartsLoader } from './memberApiOnDemand';

/*
 * The catalogue's parts the public journeys call, loaded with the journey's calls' code, never
 * with the page: their schemas are what a submit needs, not the form (docs/adr/0135).
 */

/** Sign-up, initial setup and the forgotten password: the account's calls. */
export const accountCalls: CallPartsLoader = () =>
  import('./callPartsOnDemand').then((parts) => [parts.ACCOUNT_CALLS]);

/** The offers' claim and a partner's link: the catalogue's and the partner's calls. */
export const offerCalls: CallPartsLoader = () =>
  import('./callPartsOnDemand').then((parts) => [parts.CATALOG_CALLS, parts.PARTNER_CALLS]);

/** The heart health check: the CAT's calls. */
export const catCalls: CallPartsLoader = () =>
  import('./callPartsOnDemand').then((parts) => [parts.CAT_CALLS]);
