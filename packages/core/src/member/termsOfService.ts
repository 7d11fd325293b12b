/**
 * The version of the terms of service the member accepts and the app records (PUT members tos
 * carries a version; the text itself is not shown in the spec: docs/adr/0037-initial-setup.md).
 */
export const TERMS_OF_SERVICE_VERSION = '2026-01';
