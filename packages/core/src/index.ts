/**
 * @scanwise/core: the member session SDK. Framework-free; every effect goes through a port.
 * Each bounded context has its own folder whose index.ts is its public face.
 */
export * from './api';
export * from './app';
export * from './attribution';
export * from './booking';
export * from './calendar';
export * from './cat';
export * from './config';
export * from './consent';
export * from './deferredPorts';
export * from './encounters';
export * from './errorReporting';
export * from './events';
export * from './findings';
export * from './flow';
export * from './home';
export * from './http';
export * from './idle';
export * from './initialSetup';
export * from './join';
export * from './locale';
export * from './measurement';
export * from './member';
export * from './memberData';
export * from './multiTab';
export * from './offers';
export * from './passwordReset';
export * from './payment';
export type * from './ports';
export * from './preload';
export * from './questionnaire';
export * from './realtime';
export * from './remoteData';
export * from './routing';
export * from './schemas';
export * from './session';
export * from './store';
export * from './storage';
export * from './tasks';
export * from './toast';
export * from './tracking';
export * from './uploads';
export * from './validation';
export * from './viewer';
