import { CALLS, type CallName, type CallResponse } from '../schemas';
import type { CallApiArgs, HttpClient, HttpResult } from './httpClient';

/**
 * Calls a catalogue entry by name through the client (see `HttpClient.call`): the definition
 * comes from CALLS, so importing this brings the whole catalogue and its schemas.
 */
export function callApi<N extends CallName>(
  client: HttpClient,
  name: N,
  ...args: CallApiArgs<N>
): Promise<HttpResult<CallResponse<N>>> {
  return client.call(name, CALLS[name], ...args);
}
