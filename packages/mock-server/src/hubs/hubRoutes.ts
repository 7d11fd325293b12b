import type { HubDefinition } from './connection';
import { trimSlash } from './http';
import type { HubLifecycle, HubMethod } from './types';

/** Which hub a request is for, and whether it negotiates. */
export interface Route {
  hub: HubDefinition;
  negotiate: boolean;
  /** Reached through the redirect prefix: only redirect tokens are accepted here. */
  internal: boolean;
}

/** The hubs by path, and the routing of a URL to one of them. */
export class HubRoutes {
  private readonly hubs = new Map<string, HubDefinition>();

  constructor(private readonly redirectPrefix: string) {}

  define(path: string, methods: Record<string, HubMethod>, lifecycle: HubLifecycle): HubDefinition {
    const normalized = trimSlash(path);
    if (!normalized.startsWith('/')) throw new Error(`Hub path must start with '/': ${path}`);
    if (this.hubs.has(normalized)) throw new Error(`Hub already defined at ${normalized}`);
    const table = new Map<string, HubMethod>();
    for (const [name, method] of Object.entries(methods)) {
      const key = name.toLowerCase();
      if (table.has(key)) throw new Error(`Hub method names differ only by case: ${name}`);
      table.set(key, method);
    }
    const hub: HubDefinition = { path: normalized, methods: table, lifecycle, users: new Map() };
    this.hubs.set(normalized, hub);
    return hub;
  }

  /** The hub defined at a path; throws for a path no hub was defined at (to catch typos). */
  at(path: string): HubDefinition {
    const hub = this.hubs.get(trimSlash(path));
    if (!hub) throw new Error(`No hub defined at ${path}`);
    return hub;
  }

  /** `{hub}`, `{hub}/negotiate`, and both under the redirect prefix; null for other paths. */
  route(pathname: string): Route | null {
    let path = trimSlash(pathname);
    let internal = false;
    if (path.startsWith(this.redirectPrefix + '/')) {
      path = path.slice(this.redirectPrefix.length);
      internal = true;
    }
    let negotiate = false;
    if (path.endsWith('/negotiate')) {
      const base = path.slice(0, -'/negotiate'.length);
      if (this.hubs.has(base)) {
        path = base;
        negotiate = true;
      }
    }
    const hub = this.hubs.get(path);
    return hub ? { hub, negotiate, internal } : null;
  }
}
