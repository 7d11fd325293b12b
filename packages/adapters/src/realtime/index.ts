export { PREFERRED_TRANSPORTS, SignalRHubConnection, createSignalRHubFactory } from './signalrHub';
export type { SignalRHubFactoryOptions } from './signalrHub';
export { HttpTransportType } from '@microsoft/signalr';
