// The catalogue's parts the public journeys call (publicCallParts.ts), in a module that only
// `import()` names, so they load with the calls' code rather than with the page.
export { ACCOUNT_CALLS } from '../../schemas/accountCalls';
export { CATALOG_CALLS } from '../../schemas/catalogCalls';
export { CAT_CALLS } from '../../schemas/catCalls';
export { PARTNER_CALLS } from '../../schemas/partnerCalls';
