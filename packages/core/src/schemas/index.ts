/**
 * Payload schemas (superstruct) for everything crossing a port, and the call catalogue that drives
 * the HTTP client and the mock platform. See docs/adr/0002-payload-schemas-and-wire-conventions.md
 * and docs/adr/0003-one-call-catalogue.md.
 */
export * from './enums';
export * from './primitives';
export * from './member';
export * from './catalog';
export * from './centers';
export * from './encounters';
export * from './billing';
export * from './messages';
export * from './cat';
export * from './reports';
export * from './errors';
export * from './memberLimits';
export * from './requests';
export * from './hubs';
export * from './callDefinition';
export * from './sessionCalls';
export * from './accountCalls';
export * from './conversionCalls';
export * from './catalogCalls';
export * from './bookingCalls';
export * from './paymentCalls';
export * from './encounterCalls';
export * from './partnerCalls';
export * from './catCalls';
export * from './reportCalls';
export * from './messageCalls';
export * from './calls';
export * from './validate';
export * from './examples';
