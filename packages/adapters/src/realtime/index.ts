export { PREFERRED_TRANSPORTS, SignalRHubConnection, createSignalRHubFactory } from './signalrHub';
export type { SignalRHubFactory, SignalRHubFactoryOptions } from './signalrHub';
export { HttpTransportType } from '@microsoft/signalr';
