/**
 * The in-memory store of one authority (grants, sessions, codes, tokens, interactions).
 * oidc-provider's own memory adapter is shared by every provider in the process and
 * cannot list grants by account; this one is per authority and can.
 */

export type StoredPayload = Record<string, unknown> & {
  grantId?: string;
  uid?: string;
  userCode?: string;
  accountId?: string;
  consumed?: number;
};

interface Entry {
  payload: StoredPayload;
  expiresAt: number | undefined;
}

export interface AuthorityStorage {
  /** The adapter class handed to oidc-provider's `adapter` option. */
  readonly Adapter: new (name: string) => StorageAdapter;
  /** Ids of the grants of an account (not expired). */
  grantIdsOf(accountId: string): string[];
  /** The stored session (id and grant) in which a client was given the sid, if any. */
  findSessionBySid(
    clientId: string,
    sid: string,
  ): { sessionId: string; grantId?: string } | undefined;
  destroySession(sessionId: string): void;
  /** The account signed in to a stored session, if the session exists and has one. */
  sessionAccountOf(sessionId: string): string | undefined;
  /** Removes everything issued under a grant, and the grant itself. */
  revokeGrant(grantId: string): void;
  clear(): void;
}

export interface StorageAdapter {
  upsert(id: string, payload: StoredPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<StoredPayload | undefined>;
  findByUid(uid: string): Promise<StoredPayload | undefined>;
  findByUserCode(userCode: string): Promise<StoredPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

export function createAuthorityStorage(now: () => number = Date.now): AuthorityStorage {
  const entries = new Map<string, Entry>();
  const byGrant = new Map<string, Set<string>>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();

  const read = (key: string): StoredPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  const revokeGrant = (grantId: string): void => {
    for (const key of byGrant.get(grantId) ?? []) entries.delete(key);
    byGrant.delete(grantId);
    entries.delete(`Grant:${grantId}`);
  };

  class Adapter implements StorageAdapter {
    constructor(private readonly name: string) {}

    private key(id: string): string {
      return `${this.name}:${id}`;
    }

    upsert(id: string, payload: StoredPayload, expiresIn?: number): Promise<void> {
      const key = this.key(id);
      entries.set(key, {
        payload: { ...payload },
        expiresAt: expiresIn ? now() + expiresIn * 1000 : undefined,
      });
      if (this.name === 'Session' && payload.uid) byUid.set(payload.uid, id);
      if (payload.userCode) byUserCode.set(payload.userCode, id);
      if (payload.grantId && this.name !== 'Grant') {
        const keys = byGrant.get(payload.grantId) ?? new Set<string>();
        keys.add(key);
        byGrant.set(payload.grantId, keys);
      }
      return Promise.resolve();
    }

    find(id: string): Promise<StoredPayload | undefined> {
      return Promise.resolve(read(this.key(id)));
    }

    findByUid(uid: string): Promise<StoredPayload | undefined> {
      const id = byUid.get(uid);
      return Promise.resolve(id === undefined ? undefined : read(this.key(id)));
    }

    findByUserCode(userCode: string): Promise<StoredPayload | undefined> {
      const id = byUserCode.get(userCode);
      return Promise.resolve(id === undefined ? undefined : read(this.key(id)));
    }

    consume(id: string): Promise<void> {
      const payload = read(this.key(id));
      if (payload) payload.consumed = Math.floor(now() / 1000);
      return Promise.resolve();
    }

    destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
      return Promise.resolve();
    }

    revokeByGrantId(grantId: string): Promise<void> {
      revokeGrant(grantId);
      return Promise.resolve();
    }
  }

  return {
    Adapter,
    grantIdsOf(accountId) {
      const ids: string[] = [];
      for (const key of [...entries.keys()]) {
        if (!key.startsWith('Grant:')) continue;
        const payload = read(key);
        if (payload?.accountId === accountId) ids.push(key.slice('Grant:'.length));
      }
      return ids;
    },
    findSessionBySid(clientId, sid) {
      for (const key of [...entries.keys()]) {
        if (!key.startsWith('Session:')) continue;
        const authorizations = read(key)?.['authorizations'] as
          Record<string, { sid?: string; grantId?: string } | undefined> | undefined;
        const authorization = authorizations?.[clientId];
        if (authorization?.sid === sid) {
          return {
            sessionId: key.slice('Session:'.length),
            ...(authorization.grantId ? { grantId: authorization.grantId } : {}),
          };
        }
      }
      return undefined;
    },
    sessionAccountOf(sessionId) {
      const accountId = read(`Session:${sessionId}`)?.accountId;
      return typeof accountId === 'string' ? accountId : undefined;
    },
    destroySession(sessionId) {
      entries.delete(`Session:${sessionId}`);
    },
    revokeGrant,
    clear() {
      entries.clear();
      byGrant.clear();
      byUid.clear();
      byUserCode.clear();
    },
  };
}
