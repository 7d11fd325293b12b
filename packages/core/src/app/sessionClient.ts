import { SessionApi } from '../api';
import type { ScanwiseEventEmitter } from '../events';
import { HttpClient, type StoredAccessToken } from '../http';
import type { Clock, HttpPort, Logger } from '../ports';

/** The platform client of a session: one HttpClient and the session's three calls over it. */
export interface SessionClient {
  readonly http: HttpClient;
  readonly api: SessionApi;
}

/** What a session's client is made of (createSessionCore gives its own). */
export interface SessionClientDependencies {
  readonly http: HttpPort;
  readonly baseUrl: string;
  readonly identityBaseUrl: string;
  readonly clock: Clock;
  readonly events: ScanwiseEventEmitter;
  readonly logger: Logger;
  /** The session's stored token, read on every request. */
  readonly getAccessToken: () => StoredAccessToken | null;
  /** "Sent in production only": the conversion call. */
  readonly production: boolean;
}

export type SessionClientFactory = (dependencies: SessionClientDependencies) => SessionClient;

/** The client over the ports: the session loads this module on its first platform call. */
export const createSessionClient: SessionClientFactory = ({ production, logger, ...client }) => {
  const http = new HttpClient({ ...client, logger });
  return { http, api: new SessionApi({ client: http, logger, production }) };
};
