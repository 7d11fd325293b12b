/**
 * SignalR hubs for the mock platform: a server that the official `@microsoft/signalr` client
 * cannot tell from ASP.NET Core, written in plain Node (node:http + ws), plus the two Scanwise hubs.
 *
 * ## Composing it into a Node HTTP server
 * ```ts
 * const hubs = createHubServer({ verifyToken, allowedOrigins: ['http://localhost:5173'] });
 * const scanwise = defineScanwiseHubs(hubs, { tasksFor, encountersFor, completeTask });
 * const server = http.createServer((req, res) => {
 *   if (hubs.handleRequest(req, res)) return; // negotiate, SSE, long polls, sends, preflights
 *   rest(req, res);
 * });
 * server.on('upgrade', (req, socket, head) => {
 *   if (!hubs.handleUpgrade(req, socket, head)) socket.destroy(); // WebSockets
 * });
 * // later: scanwise.tasks.updateNote(userId, note); hubs.dropAllConnections(); await hubs.close();
 * ```
 *
 * ## createHubServer(options): HubServer
 * - `verifyToken(token) => Promise<{ userId } | null>`: every negotiate and transport request must
 *   carry a bearer token (`Authorization: Bearer`, or the `access_token` query that browsers use
 *   for WebSockets and SSE); missing or refused -> 401. Connections are indexed by userId.
 * - `allowedOrigins`: exact origins echoed with `Access-Control-Allow-Credentials: true`;
 *   preflights answered 204 with `Access-Control-Max-Age: 7200`. A WebSocket upgrade carrying an
 *   Origin not in the list is refused with 403 (Node clients send none).
 * - `keepAliveIntervalMs` (15 000): a ping (type 6) goes to every connection at this interval.
 * - `longPollTimeoutMs` (90 000, below the client's 100 s): an idle poll then ends with an empty 200.
 * - `clientTimeoutMs` (30 000), `disconnectTimeoutMs` (15 000), `handshakeTimeoutMs` (15 000),
 *   `redirectPathPrefix` ('/_hubservice'), `redirectTokenTtlMs` (1 h), `maxMessageBytes` (1 MiB),
 *   `logger` (`console` fits; silent by default).
 *
 * ## HubServer
 * - `defineHub(path, methods, lifecycle?) -> Hub`. Methods are called as
 *   `method({ userId, connectionId }, ...args)`; names match case-insensitively as in ASP.NET.
 *   Argument validation is the method's job: a thrown Error (or rejected promise) becomes a
 *   completion error carrying its message; the returned value becomes the completion result.
 *   Invocations of one connection run one at a time, in order. `lifecycle.onConnected` /
 *   `onDisconnected` are called after the handshake and once when the connection ends.
 *   `Hub` has `pushToUser(userId, target, args)`, `pushToConnection(connectionId, target, args)`
 *   and `connectionsOf(userId)`.
 * - `handleRequest(req, res)`: true when the URL belongs to a hub (`{path}/negotiate`, `{path}`
 *   with `?id=` for SSE, long polls, sends and DELETE, the same under the redirect prefix, and
 *   their preflights); false lets the caller route it elsewhere.
 * - `handleUpgrade(req, socket, head)`: true when the upgrade is a hub's WebSocket.
 * - `pushToUser(hubPath, userId, target, args)`: sends an invocation without invocationId to each
 *   connected connection of the user on that hub; returns how many were reached (throws for a
 *   path no hub was defined at, to catch typos).
 * - `dropAllConnections()`: abrupt drop (sockets destroyed, no close message): clients with
 *   automatic reconnect negotiate a brand-new connection.
 * - `setNegotiateRedirect(enabled)`: the negotiate at a hub's public path answers
 *   `{ url: '<origin><prefix><path>', accessToken }` like Azure SignalR Service; the internal path
 *   accepts only those short-lived tokens. Existing connections are untouched.
 * - `stop()`: closes every connection with a close message (`allowReconnect: true`) and refuses
 *   negotiate with 503 until `start()`.
 * - `connectionCount()`: connections that completed the handshake and are still open.
 * - `close()`: stops timers, drops every connection, closes the WebSocket server.
 *
 * ## Protocol behaviour (mirrors ASP.NET Core)
 * Negotiate versions 0 and 1 (connectionToken only in 1); transports WebSockets, ServerSentEvents
 * and LongPolling; JSON hub protocol versions 1 and 2 (messagepack refused in the handshake).
 * Bad input never crashes the process: a message that is not JSON, has no type, an unknown type
 * or malformed fields gets a completion error when it carries an invocationId, otherwise a close
 * message (`allowReconnect: false`) with the reason. An unknown target gets a completion error
 * when awaited (`invoke`), and like ASP.NET is only logged for `send` (no invocationId).
 * Streaming is not supported (completion error). Long polling: the first GET answers 200 at once,
 * a newer poll ends the outstanding one with 204, a closed connection answers 204, DELETE closes.
 * Unknown connection ids answer 404, another user's connection 403, a missing id 400.
 *
 * ## defineScanwiseHubs(server, handlers, options?) -> { tasks, encounters }
 * Defines the tasks hub (TASK_NOTES_HUB) and the encounters hub (ENCOUNTERS_HUB) from
 * '@scanwise/core'. `handlers` = `{ tasksFor(userId), encountersFor(userId),
 * completeTask(userId, task) }` (values or promises). watch answers the state and registers the
 * connection as a watcher (watchMyScanwise also pushes WatchMyScanwiseReturn with it unless
 * `options.pushWatchReturn` is false); unwatch removes it; a closed connection stops watching.
 * `tasks.updateNote / setDone / setDeleted / watchReturn(userId, payload)` and
 * `encounters.updateEncounter(userId, payload)` push to the user's watching connections and
 * return how many were reached; `watchers(userId)` lists them. Wrong argument counts are refused
 * with ASP.NET's wording ("Invocation provides 1 argument(s) but target expects 0.").
 *
 * Tested with the official client over all three transports (test/hubs.test.ts) and on the wire
 * (test/hubs.protocol.test.ts); load figures in the package README ("Hub load benchmark").
 */
export { createHubServer } from './server';
export type {
  Hub,
  HubCallContext,
  HubLifecycle,
  HubLogger,
  HubMethod,
  HubServer,
  HubServerOptions,
} from './types';
export { defineScanwiseHubs } from './scanwiseHubs';
export type { ScanwiseHubHandlers, ScanwiseHubs } from './scanwiseHubs';
