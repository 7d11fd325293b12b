// The journeys' own ports in the browser (SignalR's hubs, Stripe's card payment), behind a
// dynamic import of this module: a chunk of their own, fetched with the journeys or once the
// first page has painted (Stripe.js loads at startup), so no first page carries them.
export { createBrowserJourneyAdapters } from '@scanwise/adapters/browser';
