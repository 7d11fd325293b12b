// Adapters implement @scanwise/core's ports on real libraries; they arrive with the
// services-and-adapters issue. Imports flow web -> adapters -> core only.
export type { Clock } from '@scanwise/core';
