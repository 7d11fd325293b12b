import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createControlApp } from './controls/app';
import { FaultRules, sleep } from './controls/faults';
import { UploadCutRules } from './controls/uploadCuts';
import { createRestApp } from './http/app';
import type { RestLogger } from './http/app';
import { createHubServer, defineScanwiseHubs } from './hubs';
import type { HubServer, HubServerOptions, ScanwiseHubs } from './hubs';
import { hubPushOf, platformHubHandlers } from './hubs/platformHubs';
import { createIdentityAuthorities } from './identity';
import type { IdentityAuthorities, IdentityLogger } from './identity';
import { createPlatform } from './platform/platform';
import type { Platform } from './platform/platform';
import { readStateFile, writeStateFile } from './platform/stateFile';
import type { PlatformState } from './platform/types';
import { createStripeEmulator } from './stripe';
import { createMammoUploadServer } from './uploads';
import type { MammoUploadServer } from './uploads';

export const DEFAULT_WEB_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export interface StartPlatformOptions {
  /** 0 picks a free port. Default 4000. */
  port?: number;
  /** Default 'localhost' (the URL uses it too: cookies of localhost are shared across ports). */
  host?: string;
  /** Origins of the web app (CORS with credentials, OIDC redirect URIs). */
  webOrigins?: string[];
  /** Keep the state in this JSON file across restarts (atomic writes; a corrupt file is refused). */
  stateFile?: string;
  /** Where the resumable uploads keep their bytes; default `<stateFile>.uploads`, else a temp dir. */
  uploadDirectory?: string;
  /** Mount the /__control endpoints. */
  testControls?: boolean;
  /** The platform clock; default the real time. */
  now?: () => Date;
  /** The seed's reference date; default the day of now(). */
  referenceDate?: Date;
  /** Access-token lifetime of the authorities (default 3600 s). */
  accessTokenTtlSeconds?: number;
  /** Extra hub settings (timeouts, ping interval) for tests. */
  hubOptions?: Partial<Omit<HubServerOptions, 'verifyToken' | 'allowedOrigins'>>;
  logger?: RestLogger & IdentityLogger;
}

export interface RunningPlatform {
  /** e.g. http://localhost:4000 */
  url: string;
  port: number;
  platform: Platform;
  identity: IdentityAuthorities;
  hubs: HubServer;
  scanwiseHubs: ScanwiseHubs;
  faults: FaultRules;
  /** The fault control that cuts upload connections at an offset. */
  uploadCuts: UploadCutRules;
  /** The resumable (tus) mammography upload endpoint. */
  uploads: MammoUploadServer;
  /**
   * Restarts as a deploy would: closes the listener and hubs, re-creates the platform from its
   * persisted state with fresh signing keys, listens again on the same port after `downMs`.
   * `platform`, `identity`, `hubs`, `scanwiseHubs` and `uploads` are the new ones afterwards.
   */
  restart(downMs: number): Promise<void>;
  close(): Promise<void>;
}

function allowOrigin(req: IncomingMessage, res: ServerResponse, origins: readonly string[]): void {
  const origin = req.headers.origin;
  if (origin && origins.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  }
}

/**
 * The whole platform on one Node http server: /__control (with testControls), the emulated
 * Stripe (/stripe), the identity authorities (/members/connect, /members/.well-known,
 * /members/interaction, /obo), the hubs (negotiate, transports and WebSocket upgrades) and else
 * the REST app.
 */
export async function startPlatform(options: StartPlatformOptions = {}): Promise<RunningPlatform> {
  const host = options.host ?? 'localhost';
  const webOrigins = options.webOrigins ?? DEFAULT_WEB_ORIGINS;
  const now = options.now ?? (() => new Date());
  const stateFile = options.stateFile;
  // Read before anything listens: a corrupt file throws StateFileError and nothing starts.
  const initialState = stateFile ? readStateFile(stateFile) : undefined;
  const createPlatformFrom = (state: PlatformState | undefined, referenceDate?: Date): Platform =>
    createPlatform({
      now,
      ...(referenceDate
        ? { referenceDate }
        : options.referenceDate
          ? { referenceDate: options.referenceDate }
          : {}),
      ...(state ? { initialState: state } : {}),
      ...(stateFile ? { onCommit: (next) => writeStateFile(stateFile, next) } : {}),
    });
  const firstPlatform = createPlatformFrom(initialState);
  if (stateFile && !initialState) writeStateFile(stateFile, firstPlatform.snapshot());
  // One upload directory for the life of the process, so a restart keeps the uploaded bytes.
  const ownUploadDirectory = !options.uploadDirectory && !stateFile;
  const uploadDirectory =
    options.uploadDirectory ??
    (stateFile ? `${stateFile}.uploads` : mkdtempSync(join(tmpdir(), 'scanwise-uploads-')));

  const faults = new FaultRules();
  const uploadCuts = new UploadCutRules();
  // Stripe.js and its API, emulated; its PaymentIntents live as long as the process.
  const stripe = createStripeEmulator({
    webOrigins,
    now,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const refs: {
    identity?: IdentityAuthorities;
    hubs?: HubServer;
    uploads?: MammoUploadServer;
    rest?: ReturnType<typeof getRequestListener>;
    controls?: ReturnType<typeof getRequestListener>;
  } = {};

  const dispatch = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (refs.controls && (pathname === '/__control' || pathname.startsWith('/__control/'))) {
      await refs.controls(req, res);
      return;
    }
    // Rules exist only when added (through /__control, or `running.faults` in-process).
    const decision = faults.decide(req.method ?? 'GET', pathname);
    if (decision) {
      if (decision.hold) {
        // Never answered: the client gives up (or the server closes) and the socket goes.
        req.resume();
        return;
      }
      await sleep(decision.delayMs);
      if (decision.inject) {
        const { status, body } = decision.inject;
        allowOrigin(req, res, webOrigins);
        const empty = status === 204 || status === 205 || status === 304;
        res.writeHead(status, empty ? {} : { 'Content-Type': 'application/json' });
        res.end(empty ? undefined : JSON.stringify(body));
        req.resume();
        return;
      }
    }
    if (stripe.handles(pathname)) {
      await stripe.handle(req, res);
      return;
    }
    if (refs.identity?.handleRequest(req, res)) return;
    if (refs.hubs?.handleRequest(req, res)) return;
    if (refs.uploads?.handles(req)) {
      await refs.uploads.handle(req, res);
      return;
    }
    if (refs.rest) {
      await refs.rest(req, res);
      return;
    }
    res.writeHead(503).end();
  };

  const server = createServer((req, res) => {
    dispatch(req, res).catch((error: unknown) => {
      options.logger?.error?.('request failed', { error: String(error) });
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 'server_error', message: 'The platform failed', path: null }));
    });
  });
  server.on('upgrade', (req, socket, head) => {
    if (!refs.hubs?.handleUpgrade(req, socket, head)) socket.destroy();
  });
  const listen = (port: number): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(options.port ?? 4000);
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost}:${port}`;

  interface Services {
    platform: Platform;
    identity: IdentityAuthorities;
    hubs: HubServer;
    scanwiseHubs: ScanwiseHubs;
    uploads: MammoUploadServer;
    stop(): Promise<void>;
  }

  /** Everything behind the listener, over one platform: authorities (fresh keys), hubs, REST. */
  const build = async (platform: Platform): Promise<Services> => {
    const identity = await createIdentityAuthorities({
      publicOrigin: url,
      webOrigins,
      accounts: platform.accounts,
      ...(options.accessTokenTtlSeconds
        ? { accessTokenTtlSeconds: options.accessTokenTtlSeconds }
        : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    });
    const hubs = createHubServer({
      ...options.hubOptions,
      verifyToken: async (token) => {
        const verified = await identity.verifyAccessToken(token);
        return verified ? { userId: verified.sub } : null;
      },
      allowedOrigins: webOrigins,
    });
    const scanwiseHubs = defineScanwiseHubs(hubs, platformHubHandlers(platform));
    const unsubscribe = platform.subscribe((event) =>
      scanwiseHubs.push(event.userId, hubPushOf(event)),
    );
    const uploads = createMammoUploadServer({
      platform,
      verifyAccessToken: (token) => identity.verifyAccessToken(token),
      webOrigins,
      cuts: uploadCuts,
      directory: uploadDirectory,
    });
    const rest = createRestApp(platform, {
      verifyAccessToken: (token) => identity.verifyAccessToken(token),
      webOrigins,
      ...(options.logger ? { logger: options.logger } : {}),
    });
    refs.identity = identity;
    refs.hubs = hubs;
    refs.uploads = uploads;
    refs.rest = getRequestListener(rest.fetch);
    if (options.testControls) {
      refs.controls = getRequestListener(
        createControlApp({
          platform,
          faults,
          uploadCuts,
          uploads,
          hubs,
          identity,
          webOrigins,
          restart: (downMs) => {
            // After this answer has gone out: the restart closes every connection.
            scheduledRestart = setTimeout(() => {
              scheduledRestart = undefined;
              restart(downMs).catch((error: unknown) =>
                options.logger?.error?.('restart failed', { error: String(error) }),
              );
            }, 50);
          },
        }).fetch,
      );
    }
    return {
      platform,
      identity,
      hubs,
      scanwiseHubs,
      uploads,
      async stop() {
        unsubscribe();
        uploads.close();
        await hubs.close();
        await identity.close();
      },
    };
  };

  const closeListener = (): Promise<void> => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };

  let scheduledRestart: ReturnType<typeof setTimeout> | undefined;
  let services: Services;
  try {
    services = await build(firstPlatform);
  } catch (error) {
    server.closeAllConnections();
    server.close();
    throw error;
  }

  let restarting: Promise<void> | null = null;
  // A restart asked for just before close() must not bring the platform back afterwards (its
  // upload directory is gone by then).
  let platformClosed = false;
  /**
   * A real restart, as a deploy does: the listener and every connection (hubs included) close,
   * the platform is re-created from its persisted state (the state file, else the last
   * in-memory snapshot), the authorities get fresh signing keys (tokens issued before are 401),
   * and after `downMs` the same port listens again. Fault rules and upload bytes are kept.
   */
  const restart = (downMs: number): Promise<void> => {
    if (platformClosed) return Promise.resolve();
    restarting ??= (async () => {
      const state = services.platform.snapshot();
      const referenceDate = services.platform.referenceDate;
      const closed = closeListener();
      await services.stop();
      await closed;
      delete refs.identity;
      delete refs.hubs;
      delete refs.uploads;
      delete refs.rest;
      delete refs.controls;
      await sleep(downMs);
      if (platformClosed) return;
      const persisted = stateFile ? readStateFile(stateFile) : undefined;
      services = await build(createPlatformFrom(persisted ?? state, referenceDate));
      await listen(port);
    })().finally(() => {
      restarting = null;
    });
    return restarting;
  };

  return {
    url,
    port,
    get platform() {
      return services.platform;
    },
    get identity() {
      return services.identity;
    },
    get hubs() {
      return services.hubs;
    },
    get scanwiseHubs() {
      return services.scanwiseHubs;
    },
    faults,
    uploadCuts,
    get uploads() {
      return services.uploads;
    },
    restart,
    async close() {
      platformClosed = true;
      clearTimeout(scheduledRestart);
      await restarting?.catch(() => undefined);
      await services.stop();
      await closeListener();
      if (ownUploadDirectory) rmSync(uploadDirectory, { recursive: true, force: true });
    },
  };
}
