/**
 * @scanwise/core: the member session SDK. Framework-free; every effect goes through a port.
 * Each bounded context has its own folder whose index.ts is its public face.
 */
export * from './config';
export type * from './ports';
export * from './realtime';
