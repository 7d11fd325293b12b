import { ENCOUNTERS_HUB, TASK_NOTES_HUB, type HubConnectionOptions } from '@scanwise/core';
import {
  FakeHubConnectionFactory,
  type FakeHubConfig,
  type FakeHubConnection,
} from '@scanwise/core/testing';
import {
  hubPushOf,
  platformHubHandlers,
  type FaultRules,
  type Platform,
} from '@scanwise/mock-server/in-process';

type VerifyToken = (token: string) => Promise<{ sub: string } | null>;

/**
 * The fake hub connections of `@scanwise/core/testing` (connection states, drops, reconnects)
 * answering as the platform's hubs do: watch answers the member's encounters or tasks from the
 * platform's state, completing a task goes to the platform, and every platform change the member
 * watches is pushed, with the same payloads as the Node hub server (`platformHubHandlers`,
 * `hubPushOf`). The platform's fault rules reach the hubs' negotiate path as on the server: a
 * status fails the start, `hold` never lets it finish. `connectionTo(path).serverPush` pushes
 * anything, as the server's `/__control/hubs/push`. Offline, no connection can start.
 */
export class PlatformHubConnectionFactory extends FakeHubConnectionFactory {
  constructor(
    private readonly platform: Platform,
    private readonly faults: FaultRules,
    private readonly verifyToken: VerifyToken,
    /** Whether the member's network is down (hubs cannot connect then either). */
    private readonly isOffline: () => boolean,
    config: FakeHubConfig = {},
  ) {
    super(config);
  }

  override create(options: HubConnectionOptions): FakeHubConnection {
    const connection = super.create(options);
    const hub = options.url.includes(ENCOUNTERS_HUB.path)
      ? 'encounters'
      : options.url.includes(TASK_NOTES_HUB.path)
        ? 'tasks'
        : null;
    if (hub === null) return connection;
    this.negotiateThroughFaults(
      connection,
      hub === 'encounters' ? ENCOUNTERS_HUB.path : TASK_NOTES_HUB.path,
    );
    this.serve(connection, hub);
    return connection;
  }

  private negotiateThroughFaults(connection: FakeHubConnection, path: string): void {
    const start = connection.start.bind(connection);
    connection.start = (): Promise<void> => {
      if (this.isOffline()) {
        connection.failNextStart(
          new Error('Failed to complete negotiation with the server: TypeError: Failed to fetch'),
        );
        return start();
      }
      const decision = this.faults.decide('POST', `${path}/negotiate`);
      if (decision?.hold) return new Promise<void>(() => undefined);
      if (decision?.inject) {
        connection.failNextStart(
          new Error(
            `Failed to complete negotiation with the server: Error: Status code '${decision.inject.status}'`,
          ),
        );
      }
      return start();
    };
  }

  private serve(connection: FakeHubConnection, hub: 'encounters' | 'tasks'): void {
    const answers = platformHubHandlers(this.platform);
    const contract = hub === 'encounters' ? ENCOUNTERS_HUB : TASK_NOTES_HUB;
    let watcher: string | null = null;
    const member = async (): Promise<string> => {
      const verified = await this.verifyToken(connection.tokensSent.at(-1) ?? '');
      if (!verified) throw new Error('Unauthorized');
      return verified.sub;
    };
    connection.handle(contract.invoke.watch, async () => {
      const userId = await member();
      watcher = userId;
      if (hub === 'encounters') return answers.encountersFor(userId);
      const state = answers.tasksFor(userId);
      // As the hub server: the state is pushed as WatchMyScanwiseReturn after the answer.
      setTimeout(() => connection.serverPush(TASK_NOTES_HUB.push.watchReturn, state), 0);
      return state;
    });
    connection.handle(contract.invoke.unwatch, () => {
      watcher = null;
      return null;
    });
    if (hub === 'tasks') {
      connection.handle(TASK_NOTES_HUB.invoke.complete, async (task: unknown) =>
        answers.completeTask(await member(), task as Record<string, unknown>),
      );
    }
    this.platform.subscribe((event) => {
      const push = hubPushOf(event);
      if (push.hub === hub && watcher !== null && event.userId === watcher) {
        connection.serverPush(push.target, push.payload);
      }
    });
  }
}
